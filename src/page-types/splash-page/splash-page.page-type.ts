import { definePageType } from '../page-type-manifest.ts'

/** A welcome: shows the splash region whatever the flags say; not listed by the site search. */
export const splashPagePageType = definePageType({
  id: 'splashPage',
  match: { settingsType: 'splashPage' },
  shell: { splash: true, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: false },
  frameable: false,
  urlParams: [],
})
