import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { URL_REFCODE_PARAMS } from '../../shared/fundraising/first-touch-refcode.ts'
import { donationPageFields } from '../donation-page/donation-page.fields.ts'

/** Display-ad landing: keeps visitors on the ask — no menu, no footer, its own donate bar; never searched for. */
export const adsLandingPageType = definePageType({
  id: 'adsLanding',
  match: { settingsType: 'adsLanding' },
  shell: { splash: false, ownDonateAsk: true, minimalNavigation: true, footer: false },
  seo: { index: false, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: URL_REFCODE_PARAMS,
  fields: createServerOnlyFn(() => donationPageFields),
  component: () => import('./ads-landing.tsx'),
})
