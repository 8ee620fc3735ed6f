import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { URL_REFCODE_PARAMS } from '../../shared/fundraising/first-touch-refcode.ts'
import { donationPageFields } from '../donation-page/donation-page.fields.ts'

/** Framed by partner sites (the origins DONATION_EMBED_ANCESTORS lists); traffic is sent there, never searched for. */
export const embeddableDonationFormPageType = definePageType({
  id: 'embeddableDonationForm',
  match: { settingsType: 'embeddableDonationForm' },
  shell: { splash: false, ownDonateAsk: true, minimalNavigation: false, footer: true },
  seo: { index: false, kind: 'website', siteSearch: true },
  frameable: true,
  urlParams: URL_REFCODE_PARAMS,
  fields: createServerOnlyFn(() => donationPageFields),
  component: () => import('./embeddable-donation-form.tsx'),
})
