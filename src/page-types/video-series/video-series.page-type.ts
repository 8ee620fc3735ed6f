import { definePageType } from '../page-type-manifest.ts'
import type { videoSeriesFields } from './video-series.fields.ts'

export const videoSeriesPageType = definePageType<typeof videoSeriesFields>()({
  id: 'videoSeries',
  match: { settingsType: 'videoSeries' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
