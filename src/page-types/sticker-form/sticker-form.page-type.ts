import { definePageType } from '../page-type-manifest.ts'
import type { stickerFormFields } from './sticker-form.fields.ts'

export const stickerFormPageType = definePageType<typeof stickerFormFields>()({
  id: 'stickerForm',
  match: { settingsType: 'stickerForm' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
