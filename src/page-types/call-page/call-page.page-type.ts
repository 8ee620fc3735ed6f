import { definePageType } from '../page-type-manifest.ts'
import type { callPageFields } from './call-page.fields.ts'

export const callPagePageType = definePageType<typeof callPageFields>()({
  id: 'callPage',
  match: { settingsType: 'callPage' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
