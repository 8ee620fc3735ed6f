import { definePageType } from '../page-type-manifest.ts'

/** An article (share previews say so). */
export const planDetailPageType = definePageType({
  id: 'planDetail',
  match: { contentType: 'planDetail' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'article', siteSearch: true },
  frameable: false,
  roles: ['catalogueItem'],
  urlParams: [],
})
