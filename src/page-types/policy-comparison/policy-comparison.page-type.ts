import { definePageType } from '../page-type-manifest.ts'

export const policyComparisonPageType = definePageType({
  id: 'policyComparison',
  match: { settingsType: 'policyComparison' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: [],
})
