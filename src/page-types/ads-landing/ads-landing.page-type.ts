import { definePageType } from '../page-type-manifest.ts'

/** Display-ad landing: keeps visitors on the ask — no menu, no footer, its own donate bar; never searched for. */
export const adsLandingPageType = definePageType({
  id: 'adsLanding',
  match: { settingsType: 'adsLanding' },
  shell: { splash: false, ownDonateAsk: true, minimalNavigation: true, footer: false },
  seo: { index: false, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
})
