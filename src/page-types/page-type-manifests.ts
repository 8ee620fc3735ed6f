/**
 * The page types' facts, in order: the first whose match fits the page shows it (docs/behaviour.md §2).
 * Plain data: no component, no schema. A page type is its folder and one line in each binding
 * list: here (its facts), src/server/content/page-type-fields.ts (its fields spec) and registry.ts
 * (its component) (docs/decisions/054-page-type-facts-apart-from-bindings.md).
 */
import { campaignHomepagePageType } from './campaign-homepage/campaign-homepage.page-type.ts'
import { contentDetailPageType } from './content-detail/content-detail.page-type.ts'
import { plansLandingPageType } from './plans-landing/plans-landing.page-type.ts'
import { planDetailPageType } from './plan-detail/plan-detail.page-type.ts'
import { scrollytellingPageType } from './scrollytelling/scrollytelling.page-type.ts'
import { toolkitLandingPageType } from './toolkit-landing/toolkit-landing.page-type.ts'
import { toolkitGalleryPageType } from './toolkit-gallery/toolkit-gallery.page-type.ts'
import { policyCalculatorPageType } from './policy-calculator/policy-calculator.page-type.ts'
import { toolkitDetailPageType } from './toolkit-detail/toolkit-detail.page-type.ts'
import { volunteerPageType } from './volunteer/volunteer.page-type.ts'
import { emailSurveyPageType } from './email-survey/email-survey.page-type.ts'
import { stickerFormPageType } from './sticker-form/sticker-form.page-type.ts'
import { callPagePageType } from './call-page/call-page.page-type.ts'
import { doStuffNowPageType } from './do-stuff-now/do-stuff-now.page-type.ts'
import { policyComparisonPageType } from './policy-comparison/policy-comparison.page-type.ts'
import { shareGraphicsPageType } from './share-graphics/share-graphics.page-type.ts'
import { videoSeriesPageType } from './video-series/video-series.page-type.ts'
import { splashPagePageType } from './splash-page/splash-page.page-type.ts'
import { thankYouMessagePageType } from './thank-you-message/thank-you-message.page-type.ts'
import { donorWallPageType } from './donor-wall/donor-wall.page-type.ts'
import { embeddableDonationFormPageType } from './embeddable-donation-form/embeddable-donation-form.page-type.ts'
import { paymentCardFormPageType } from './payment-card-form/payment-card-form.page-type.ts'
import { customDonationFormRedirectPageType } from './custom-donation-form-redirect/custom-donation-form-redirect.page-type.ts'
import { adsLandingPageType } from './ads-landing/ads-landing.page-type.ts'
import { googleAdsLandingPageType } from './google-ads-landing/google-ads-landing.page-type.ts'
import { searchPagePageType } from './search-page/search-page.page-type.ts'
import { pageTypesOf } from './page-type-manifest.ts'

export const pageTypeManifests = [
  campaignHomepagePageType,
  contentDetailPageType,
  plansLandingPageType,
  planDetailPageType,
  scrollytellingPageType,
  toolkitLandingPageType,
  toolkitGalleryPageType,
  policyCalculatorPageType,
  toolkitDetailPageType,
  volunteerPageType,
  emailSurveyPageType,
  stickerFormPageType,
  callPagePageType,
  doStuffNowPageType,
  policyComparisonPageType,
  shareGraphicsPageType,
  videoSeriesPageType,
  splashPagePageType,
  thankYouMessagePageType,
  donorWallPageType,
  embeddableDonationFormPageType,
  paymentCardFormPageType,
  customDonationFormRedirectPageType,
  adsLandingPageType,
  googleAdsLandingPageType,
  searchPagePageType,
] as const

export type PageTypeId = (typeof pageTypeManifests)[number]['id']

export const { isPageTypeId, pageTypePolicy, pageTypeOf, lacksPageType, pageTypeWithRole, fallbackPageType, hasRole, isFrameable, pageContentTypes, customFormTypes } = pageTypesOf(pageTypeManifests)
