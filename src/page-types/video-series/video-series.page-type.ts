import { definePageType } from '../page-type-manifest.ts'

export const videoSeriesPageType = definePageType({
  id: 'videoSeries',
  match: { settingsType: 'videoSeries' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
})
