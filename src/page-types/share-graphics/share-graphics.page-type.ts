import { definePageType } from '../page-type-manifest.ts'
import type { shareGraphicsFields } from './share-graphics.fields.ts'

export const shareGraphicsPageType = definePageType<typeof shareGraphicsFields>()({
  id: 'shareGraphics',
  match: { settingsType: 'shareGraphics' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
