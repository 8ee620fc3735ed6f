import { definePageType } from '../page-type-manifest.ts'
import type { policyComparisonFields } from './policy-comparison.fields.ts'

export const policyComparisonPageType = definePageType<typeof policyComparisonFields>()({
  id: 'policyComparison',
  match: { settingsType: 'policyComparison' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
