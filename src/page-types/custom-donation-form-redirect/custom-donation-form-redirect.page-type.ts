import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { URL_REFCODE_PARAMS } from '../../shared/fundraising/first-touch-refcode.ts'
import { donationPageFields } from '../donation-page/donation-page.fields.ts'

/** Its own donation form and bars; traffic is sent there, never searched for. */
export const customDonationFormRedirectPageType = definePageType({
  id: 'customDonationFormRedirect',
  match: { settingsType: 'customDonationFormRedirect' },
  shell: { splash: false, ownDonateAsk: true, minimalNavigation: false, footer: true },
  seo: { index: false, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: URL_REFCODE_PARAMS,
  fields: createServerOnlyFn(() => donationPageFields),
  component: () => import('./custom-donation-form-redirect.tsx'),
})
