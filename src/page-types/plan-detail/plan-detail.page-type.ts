import { definePageType } from '../page-type-manifest.ts'
import type { planDetailFields } from './plan-detail.fields.ts'

/** An article (share previews say so). */
export const planDetailPageType = definePageType<typeof planDetailFields>()({
  id: 'planDetail',
  match: { contentType: 'planDetail' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'article', siteSearch: true },
  frameable: false,
})
