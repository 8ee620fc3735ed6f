import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { campaignHomepageFields } from './campaign-homepage.fields.ts'

export const campaignHomepagePageType = definePageType({
  id: 'campaignHomepage',
  match: { contentType: 'campaignHomepage' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
  fields: createServerOnlyFn(() => campaignHomepageFields),
  component: () => import('./campaign-homepage.tsx'),
})
