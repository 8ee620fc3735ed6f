import { definePageType } from '../page-type-manifest.ts'

export const toolkitLandingPageType = definePageType({
  id: 'toolkitLanding',
  match: { contentType: 'toolkitLanding' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
})
