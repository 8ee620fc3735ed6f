import { definePageType } from '../page-type-manifest.ts'
import type { toolkitLandingFields } from './toolkit-landing.fields.ts'

export const toolkitLandingPageType = definePageType<typeof toolkitLandingFields>()({
  id: 'toolkitLanding',
  match: { contentType: 'toolkitLanding' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
