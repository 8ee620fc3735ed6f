import { definePageType } from '../page-type-manifest.ts'

/** An article (share previews say so). */
export const contentDetailPageType = definePageType({
  id: 'contentDetail',
  match: { contentType: 'contentDetail' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'article', siteSearch: true },
  frameable: false,
  roles: ['fallback'],
  urlParams: [],
})
