import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { policyComparisonFields } from './policy-comparison.fields.ts'

export const policyComparisonPageType = definePageType({
  id: 'policyComparison',
  match: { settingsType: 'policyComparison' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
  fields: createServerOnlyFn(() => policyComparisonFields),
  component: () => import('./policy-comparison.tsx'),
})
