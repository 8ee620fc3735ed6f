import { definePageType } from '../page-type-manifest.ts'
import type { volunteerFields } from './volunteer.fields.ts'

export const volunteerPageType = definePageType<typeof volunteerFields>()({
  id: 'volunteer',
  match: { settingsType: 'volunteer' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
