import { definePageType } from '../page-type-manifest.ts'
import { SENT_PARAM } from '../../shared/forms/form-post.ts'

export const doStuffNowPageType = definePageType({
  id: 'doStuffNow',
  match: { settingsType: 'doStuffNow' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [SENT_PARAM],
})
