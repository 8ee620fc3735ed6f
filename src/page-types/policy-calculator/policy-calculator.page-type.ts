import { createServerOnlyFn } from '@tanstack/react-start'
import { definePageType } from '../page-type-manifest.ts'
import { policyCalculatorFields } from './policy-calculator.fields.ts'

export const policyCalculatorPageType = definePageType({
  id: 'policyCalculator',
  match: { contentType: 'policyCalculator' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: ['amount'],
  fields: createServerOnlyFn(() => policyCalculatorFields),
  component: () => import('./policy-calculator.tsx'),
})
