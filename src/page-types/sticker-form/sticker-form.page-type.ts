import { definePageType } from '../page-type-manifest.ts'
import { SENT_PARAM } from '../../shared/forms/form-post.ts'

export const stickerFormPageType = definePageType({
  id: 'stickerForm',
  match: { settingsType: 'stickerForm' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [SENT_PARAM],
})
