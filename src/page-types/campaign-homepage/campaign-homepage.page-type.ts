import { definePageType } from '../page-type-manifest.ts'

export const campaignHomepagePageType = definePageType({
  id: 'campaignHomepage',
  match: { contentType: 'campaignHomepage' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  roles: ['takeover'],
  urlParams: [],
})
