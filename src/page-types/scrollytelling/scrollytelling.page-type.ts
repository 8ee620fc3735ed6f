import { definePageType } from '../page-type-manifest.ts'

export const scrollytellingPageType = definePageType({
  id: 'scrollytelling',
  match: { contentType: 'scrollytelling' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
})
