import { definePageType } from '../page-type-manifest.ts'

export const donorWallPageType = definePageType({
  id: 'donorWall',
  match: { contentType: 'donorWall' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  roles: ['donors'],
  urlParams: ['page'],
})
