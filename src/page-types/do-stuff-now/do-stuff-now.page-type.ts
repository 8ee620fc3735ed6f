import { definePageType } from '../page-type-manifest.ts'
import type { doStuffNowFields } from './do-stuff-now.fields.ts'

export const doStuffNowPageType = definePageType<typeof doStuffNowFields>()({
  id: 'doStuffNow',
  match: { settingsType: 'doStuffNow' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
