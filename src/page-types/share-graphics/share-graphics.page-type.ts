import { definePageType } from '../page-type-manifest.ts'

export const shareGraphicsPageType = definePageType({
  id: 'shareGraphics',
  match: { settingsType: 'shareGraphics' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
})
