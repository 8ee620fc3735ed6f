import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { toolkitDetailFields } from './toolkit-detail.fields.ts'

export const toolkitDetailPageType = definePageType({
  id: 'toolkitDetail',
  match: { contentType: 'toolkitDetail' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
  fields: createServerOnlyFn(() => toolkitDetailFields),
  component: () => import('./toolkit-detail.tsx'),
})
