import { definePageType } from '../page-type-manifest.ts'
import type { toolkitDetailFields } from './toolkit-detail.fields.ts'

export const toolkitDetailPageType = definePageType<typeof toolkitDetailFields>()({
  id: 'toolkitDetail',
  match: { contentType: 'toolkitDetail' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
