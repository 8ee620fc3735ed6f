/**
 * The field schemas of the implemented page types, by page-type id (the content type, or the
 * settings type of a custom-form page). Server-only, so the
 * schemas stay out of the browser; a page whose own fields fail is reported and not served.
 */
import type { z } from 'zod'
import { donationPageFieldsSchema } from '../../page-types/donation-page/donation-page.fields.ts'
import { donorWallFieldsSchema } from '../../page-types/donor-wall/donor-wall.fields.ts'
import { campaignHomepageFieldsSchema } from '../../page-types/campaign-homepage/campaign-homepage.fields.ts'
import { policyComparisonFieldsSchema } from '../../page-types/policy-comparison/policy-comparison.fields.ts'
import { searchPageFieldsSchema } from '../../page-types/search-page/search-page.fields.ts'
import { shareGraphicsFieldsSchema } from '../../page-types/share-graphics/share-graphics.fields.ts'
import { splashPageFieldsSchema } from '../../page-types/splash-page/splash-page.fields.ts'
import { thankYouMessageFieldsSchema } from '../../page-types/thank-you-message/thank-you-message.fields.ts'
import { videoSeriesFieldsSchema } from '../../page-types/video-series/video-series.fields.ts'
import { callPageFieldsSchema } from '../../page-types/call-page/call-page.fields.ts'
import { doStuffNowFieldsSchema } from '../../page-types/do-stuff-now/do-stuff-now.fields.ts'
import { emailSurveyFieldsSchema } from '../../page-types/email-survey/email-survey.fields.ts'
import { stickerFormFieldsSchema } from '../../page-types/sticker-form/sticker-form.fields.ts'
import { volunteerFieldsSchema } from '../../page-types/volunteer/volunteer.fields.ts'
import { contentDetailFieldsSchema } from '../../page-types/content-detail/content-detail.fields.ts'
import { planDetailFieldsSchema } from '../../page-types/plan-detail/plan-detail.fields.ts'
import { plansLandingFieldsSchema } from '../../page-types/plans-landing/plans-landing.fields.ts'
import { policyCalculatorFieldsSchema } from '../../page-types/policy-calculator/policy-calculator.fields.ts'
import { scrollytellingFieldsSchema } from '../../page-types/scrollytelling/scrollytelling.fields.ts'
import { toolkitDetailFieldsSchema } from '../../page-types/toolkit-detail/toolkit-detail.fields.ts'
import { toolkitGalleryFieldsSchema } from '../../page-types/toolkit-gallery/toolkit-gallery.fields.ts'
import { toolkitLandingFieldsSchema } from '../../page-types/toolkit-landing/toolkit-landing.fields.ts'

export const pageTypeFieldsSchemas: Readonly<Record<string, z.ZodType>> = {
  campaignHomepage: campaignHomepageFieldsSchema,
  contentDetail: contentDetailFieldsSchema,
  plansLanding: plansLandingFieldsSchema,
  planDetail: planDetailFieldsSchema,
  scrollytelling: scrollytellingFieldsSchema,
  policyCalculator: policyCalculatorFieldsSchema,
  toolkitLanding: toolkitLandingFieldsSchema,
  toolkitGallery: toolkitGalleryFieldsSchema,
  toolkitDetail: toolkitDetailFieldsSchema,
  volunteer: volunteerFieldsSchema,
  emailSurvey: emailSurveyFieldsSchema,
  stickerForm: stickerFormFieldsSchema,
  callPage: callPageFieldsSchema,
  doStuffNow: doStuffNowFieldsSchema,
  policyComparison: policyComparisonFieldsSchema,
  shareGraphics: shareGraphicsFieldsSchema,
  videoSeries: videoSeriesFieldsSchema,
  splashPage: splashPageFieldsSchema,
  thankYouMessage: thankYouMessageFieldsSchema,
  searchPage: searchPageFieldsSchema,
  donorWall: donorWallFieldsSchema,
  embeddableDonationForm: donationPageFieldsSchema,
  paymentCardForm: donationPageFieldsSchema,
  customDonationFormRedirect: donationPageFieldsSchema,
  adsLanding: donationPageFieldsSchema,
  googleAdsLanding: donationPageFieldsSchema,
}
