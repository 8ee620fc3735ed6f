import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { videoSeriesFields } from './video-series.fields.ts'

export const videoSeriesPageType = definePageType({
  id: 'videoSeries',
  match: { settingsType: 'videoSeries' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
  fields: createServerOnlyFn(() => videoSeriesFields),
  component: () => import('./video-series.tsx'),
})
