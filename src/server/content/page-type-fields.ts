/**
 * The field specs of the page types, bound to their ids on the server: the one part of a page type
 * the browser never loads (docs/decisions/054-page-type-facts-apart-from-bindings.md). A page type
 * adds its line here; the type checker refuses a list that lacks an id or names one the facts do not
 * have. A page whose own fields are missing or malformed is still served, without the parts those
 * fields show; each problem is reported (src/content-model/page-fields.ts).
 */
import type { AnyPageFieldsSpec } from '../../content-model/page-fields.ts'
import type { PageTypeId } from '../../page-types/page-type-manifests.ts'
import { campaignHomepageFields } from '../../page-types/campaign-homepage/campaign-homepage.fields.ts'
import { contentDetailFields } from '../../page-types/content-detail/content-detail.fields.ts'
import { plansLandingFields } from '../../page-types/plans-landing/plans-landing.fields.ts'
import { planDetailFields } from '../../page-types/plan-detail/plan-detail.fields.ts'
import { scrollytellingFields } from '../../page-types/scrollytelling/scrollytelling.fields.ts'
import { toolkitLandingFields } from '../../page-types/toolkit-landing/toolkit-landing.fields.ts'
import { toolkitGalleryFields } from '../../page-types/toolkit-gallery/toolkit-gallery.fields.ts'
import { policyCalculatorFields } from '../../page-types/policy-calculator/policy-calculator.fields.ts'
import { toolkitDetailFields } from '../../page-types/toolkit-detail/toolkit-detail.fields.ts'
import { volunteerFields } from '../../page-types/volunteer/volunteer.fields.ts'
import { emailSurveyFields } from '../../page-types/email-survey/email-survey.fields.ts'
import { stickerFormFields } from '../../page-types/sticker-form/sticker-form.fields.ts'
import { callPageFields } from '../../page-types/call-page/call-page.fields.ts'
import { doStuffNowFields } from '../../page-types/do-stuff-now/do-stuff-now.fields.ts'
import { policyComparisonFields } from '../../page-types/policy-comparison/policy-comparison.fields.ts'
import { shareGraphicsFields } from '../../page-types/share-graphics/share-graphics.fields.ts'
import { videoSeriesFields } from '../../page-types/video-series/video-series.fields.ts'
import { splashPageFields } from '../../page-types/splash-page/splash-page.fields.ts'
import { thankYouMessageFields } from '../../page-types/thank-you-message/thank-you-message.fields.ts'
import { donorWallFields } from '../../page-types/donor-wall/donor-wall.fields.ts'
import { donationPageFields } from '../../page-types/donation-page/donation-page.fields.ts'
import { searchPageFields } from '../../page-types/search-page/search-page.fields.ts'

export const pageTypeFieldSpecs = {
  campaignHomepage: campaignHomepageFields,
  contentDetail: contentDetailFields,
  plansLanding: plansLandingFields,
  planDetail: planDetailFields,
  scrollytelling: scrollytellingFields,
  toolkitLanding: toolkitLandingFields,
  toolkitGallery: toolkitGalleryFields,
  policyCalculator: policyCalculatorFields,
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
  donorWall: donorWallFields,
  embeddableDonationForm: donationPageFields,
  paymentCardForm: donationPageFields,
  customDonationFormRedirect: donationPageFields,
  adsLanding: donationPageFields,
  googleAdsLanding: donationPageFields,
  searchPage: searchPageFields,
} as const satisfies { readonly [Id in PageTypeId]: AnyPageFieldsSpec }

/** The spec of a page type's own fields (for typing its component: page-types/page-type.ts). */
export type PageTypeSpec<Id extends PageTypeId> = (typeof pageTypeFieldSpecs)[Id]

/** The lookup over a list of specs (a function of the list, so a test may add one). */
export function fieldSpecsOf(specs: Readonly<Record<string, AnyPageFieldsSpec>>) {
  return {
    /** The spec that parses the fields of the pages a page type shows (pageTypeOf). */
    fieldSpecOf: (pageTypeId: string): AnyPageFieldsSpec | undefined => specs[pageTypeId],
  }
}

export const { fieldSpecOf } = fieldSpecsOf(pageTypeFieldSpecs)
