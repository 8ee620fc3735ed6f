import { definePageType } from '../page-type-manifest.ts'

/** Search-ad landing: no menu and its own donate bar, but the footer stays (its policy links are required there); never searched for. */
export const googleAdsLandingPageType = definePageType({
  id: 'googleAdsLanding',
  match: { settingsType: 'googleAdsLanding' },
  shell: { splash: false, ownDonateAsk: true, minimalNavigation: true, footer: true },
  seo: { index: false, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
})
