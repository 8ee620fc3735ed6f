import { definePageType } from '../page-type-manifest.ts'
import type { toolkitGalleryFields } from './toolkit-gallery.fields.ts'

export const toolkitGalleryPageType = definePageType<typeof toolkitGalleryFields>()({
  id: 'toolkitGallery',
  match: { contentType: 'toolkitGallery' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
