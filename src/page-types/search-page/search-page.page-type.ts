import { definePageType } from '../page-type-manifest.ts'

/** The search itself: not listed in its own results. */
export const searchPagePageType = definePageType({
  id: 'searchPage',
  match: { settingsType: 'searchPage' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: false },
  frameable: false,
  roles: ['search'],
  urlParams: ['q'],
})
