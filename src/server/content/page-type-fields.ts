/**
 * The field specs of the page types, by page-type id: the one part of a page type the browser
 * never loads (docs/decisions/026-page-type-manifest.md). The type checker holds it complete
 * against the manifests' ids, and each spec to the one its manifest names for its component.
 * A page whose own fields are missing or malformed is still served, without the parts those
 * fields show; each problem is reported (src/page-types/page-fields.ts).
 */
import type { PageTypeId, PageTypeSpec } from '../../page-types/page-type-manifests.ts'
import type { AnyPageFieldsSpec } from '../../shared/content/page-fields.ts'
import { donationPageFields } from '../../page-types/donation-page/donation-page.fields.ts'
import { donorWallFields } from '../../page-types/donor-wall/donor-wall.fields.ts'
import { campaignHomepageFields } from '../../page-types/campaign-homepage/campaign-homepage.fields.ts'
import { policyComparisonFields } from '../../page-types/policy-comparison/policy-comparison.fields.ts'
import { searchPageFields } from '../../page-types/search-page/search-page.fields.ts'
import { shareGraphicsFields } from '../../page-types/share-graphics/share-graphics.fields.ts'
import { splashPageFields } from '../../page-types/splash-page/splash-page.fields.ts'
import { thankYouMessageFields } from '../../page-types/thank-you-message/thank-you-message.fields.ts'
import { videoSeriesFields } from '../../page-types/video-series/video-series.fields.ts'
import { callPageFields } from '../../page-types/call-page/call-page.fields.ts'
import { doStuffNowFields } from '../../page-types/do-stuff-now/do-stuff-now.fields.ts'
import { emailSurveyFields } from '../../page-types/email-survey/email-survey.fields.ts'
import { stickerFormFields } from '../../page-types/sticker-form/sticker-form.fields.ts'
import { volunteerFields } from '../../page-types/volunteer/volunteer.fields.ts'
import { contentDetailFields } from '../../page-types/content-detail/content-detail.fields.ts'
import { planDetailFields } from '../../page-types/plan-detail/plan-detail.fields.ts'
import { plansLandingFields } from '../../page-types/plans-landing/plans-landing.fields.ts'
import { policyCalculatorFields } from '../../page-types/policy-calculator/policy-calculator.fields.ts'
import { scrollytellingFields } from '../../page-types/scrollytelling/scrollytelling.fields.ts'
import { toolkitDetailFields } from '../../page-types/toolkit-detail/toolkit-detail.fields.ts'
import { toolkitGalleryFields } from '../../page-types/toolkit-gallery/toolkit-gallery.fields.ts'
import { toolkitLandingFields } from '../../page-types/toolkit-landing/toolkit-landing.fields.ts'

const specs = {
  campaignHomepage: campaignHomepageFields,
  contentDetail: contentDetailFields,
  plansLanding: plansLandingFields,
  planDetail: planDetailFields,
  scrollytelling: scrollytellingFields,
  policyCalculator: policyCalculatorFields,
  toolkitLanding: toolkitLandingFields,
  toolkitGallery: toolkitGalleryFields,
  toolkitDetail: toolkitDetailFields,
  volunteer: volunteerFields,
  emailSurvey: emailSurveyFields,
  stickerForm: stickerFormFields,
  callPage: callPageFields,
  doStuffNow: doStuffNowFields,
  policyComparison: policyComparisonFields,
  shareGraphics: shareGraphicsFields,
  videoSeries: videoSeriesFields,
  splashPage: splashPageFields,
  thankYouMessage: thankYouMessageFields,
  searchPage: searchPageFields,
  donorWall: donorWallFields,
  embeddableDonationForm: donationPageFields,
  paymentCardForm: donationPageFields,
  customDonationFormRedirect: donationPageFields,
  adsLanding: donationPageFields,
  googleAdsLanding: donationPageFields,
} satisfies { readonly [Id in PageTypeId]: PageTypeSpec<Id> }

/** By id as pages name it (a custom-form page may name a type the site lacks: no spec). */
export const pageTypeFieldSpecs: Readonly<Record<string, AnyPageFieldsSpec>> = specs
