import { definePageType } from '../page-type-manifest.ts'
import type { scrollytellingFields } from './scrollytelling.fields.ts'

export const scrollytellingPageType = definePageType<typeof scrollytellingFields>()({
  id: 'scrollytelling',
  match: { contentType: 'scrollytelling' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
