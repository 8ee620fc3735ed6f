import { definePageType } from '../page-type-manifest.ts'
import type { campaignHomepageFields } from './campaign-homepage.fields.ts'

export const campaignHomepagePageType = definePageType<typeof campaignHomepageFields>()({
  id: 'campaignHomepage',
  match: { contentType: 'campaignHomepage' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
