import { definePageType } from '../page-type-manifest.ts'

/** Framed by partner sites (the origins DONATION_EMBED_ANCESTORS lists); traffic is sent there, never searched for. */
export const embeddableDonationFormPageType = definePageType({
  id: 'embeddableDonationForm',
  match: { settingsType: 'embeddableDonationForm' },
  shell: { splash: false, ownDonateAsk: true, minimalNavigation: false, footer: true },
  seo: { index: false, kind: 'website', siteSearch: true },
  frameable: true,
  urlParams: [],
})
