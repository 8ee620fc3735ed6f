import { definePageType } from '../page-type-manifest.ts'

/** Only makes sense after a form: not listed by search engines or the site search. */
export const thankYouMessagePageType = definePageType({
  id: 'thankYouMessage',
  match: { settingsType: 'thankYouMessage' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: false, kind: 'website', siteSearch: false },
  frameable: false,
  urlParams: [],
})
