import { definePageType } from '../page-type-manifest.ts'

export const plansLandingPageType = definePageType({
  id: 'plansLanding',
  match: { contentType: 'plansLanding' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
  roles: ['catalogueLanding'],
  urlParams: ['topic', 'q'],
})
