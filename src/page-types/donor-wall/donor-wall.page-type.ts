import { definePageType } from '../page-type-manifest.ts'
import type { donorWallFields } from './donor-wall.fields.ts'

export const donorWallPageType = definePageType<typeof donorWallFields>()({
  id: 'donorWall',
  match: { contentType: 'donorWall' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
