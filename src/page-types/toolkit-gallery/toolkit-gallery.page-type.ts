import { definePageType } from '../page-type-manifest.ts'

export const toolkitGalleryPageType = definePageType({
  id: 'toolkitGallery',
  match: { contentType: 'toolkitGallery' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
})
