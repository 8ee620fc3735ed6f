import { definePageType } from '../page-type-manifest.ts'
import type { plansLandingFields } from './plans-landing.fields.ts'

export const plansLandingPageType = definePageType<typeof plansLandingFields>()({
  id: 'plansLanding',
  match: { contentType: 'plansLanding' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
