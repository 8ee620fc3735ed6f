import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { plansLandingFields } from './plans-landing.fields.ts'

export const plansLandingPageType = definePageType({
  id: 'plansLanding',
  match: { contentType: 'plansLanding' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: ['topic', 'q'],
  fields: createServerOnlyFn(() => plansLandingFields),
  component: () => import('./plans-landing.tsx'),
})
