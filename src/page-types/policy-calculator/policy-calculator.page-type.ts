import { definePageType } from '../page-type-manifest.ts'
import type { policyCalculatorFields } from './policy-calculator.fields.ts'

export const policyCalculatorPageType = definePageType<typeof policyCalculatorFields>()({
  id: 'policyCalculator',
  match: { contentType: 'policyCalculator' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
