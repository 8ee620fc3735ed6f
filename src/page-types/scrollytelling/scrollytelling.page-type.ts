import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { scrollytellingFields } from './scrollytelling.fields.ts'

export const scrollytellingPageType = definePageType({
  id: 'scrollytelling',
  match: { contentType: 'scrollytelling' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
  fields: createServerOnlyFn(() => scrollytellingFields),
  component: () => import('./scrollytelling.tsx'),
})
