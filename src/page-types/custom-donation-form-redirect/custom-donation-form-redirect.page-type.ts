import { definePageType } from '../page-type-manifest.ts'

/** Its own donation form and bars; traffic is sent there, never searched for. */
export const customDonationFormRedirectPageType = definePageType({
  id: 'customDonationFormRedirect',
  match: { settingsType: 'customDonationFormRedirect' },
  shell: { splash: false, ownDonateAsk: true, minimalNavigation: false, footer: true },
  seo: { index: false, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
})
