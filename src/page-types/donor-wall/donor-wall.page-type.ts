import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { donorWallFields } from './donor-wall.fields.ts'

export const donorWallPageType = definePageType({
  id: 'donorWall',
  match: { contentType: 'donorWall' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: ['page'],
  fields: createServerOnlyFn(() => donorWallFields),
  component: () => import('./donor-wall.tsx'),
})
