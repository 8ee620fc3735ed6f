import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { URL_REFCODE_PARAMS } from '../../shared/fundraising/first-touch-refcode.ts'
import { donationPageFields } from '../donation-page/donation-page.fields.ts'

/** Search-ad landing: no menu and its own donate bar, but the footer stays (its policy links are required there); never searched for. */
export const googleAdsLandingPageType = definePageType({
  id: 'googleAdsLanding',
  match: { settingsType: 'googleAdsLanding' },
  shell: { splash: false, ownDonateAsk: true, minimalNavigation: true, footer: true },
  seo: { index: false, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: URL_REFCODE_PARAMS,
  fields: createServerOnlyFn(() => donationPageFields),
  component: () => import('./google-ads-landing.tsx'),
})
