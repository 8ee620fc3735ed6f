import { definePageType } from '../page-type-manifest.ts'

export const toolkitDetailPageType = definePageType({
  id: 'toolkitDetail',
  match: { contentType: 'toolkitDetail' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
})
