import { definePageType } from '../page-type-manifest.ts'
import type { emailSurveyFields } from './email-survey.fields.ts'

export const emailSurveyPageType = definePageType<typeof emailSurveyFields>()({
  id: 'emailSurvey',
  match: { settingsType: 'emailSurvey' },
  shell: { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true },
  seo: { index: true, kind: 'website', siteSearch: true },
  frameable: false,
})
