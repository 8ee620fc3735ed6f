import { definePageType } from '../page-type-manifest.ts'

export const policyCalculatorPageType = definePageType({
  id: 'policyCalculator',
  match: { contentType: 'policyCalculator' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  urlParams: ['amount'],
})
