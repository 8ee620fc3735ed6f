/** The content model's fixed ids (docs/content-model.md), without zod, so browser code can import them. */
import { pageTypeManifests } from '../page-types/page-type-manifests.ts'

/**
 * The content types whose entries are pages: each page type's own (its manifest's match), and the
 * custom-form page, whose settings name its type. A new page type is a page by its manifest alone.
 */
export const PAGE_CONTENT_TYPES: readonly string[] = [
  ...new Set(pageTypeManifests.flatMap((manifest) => ('contentType' in manifest.match ? [manifest.match.contentType] : []))),
  'customFormPage',
]
export type PageContentType = string

export const CUSTOM_FORM_TYPES = [
  'adsLanding',
  'callPage',
  'thankYouMessage',
  'embeddableDonationForm',
  'customDonationFormRedirect',
  'doStuffNow',
  'googleAdsLanding',
  'policyComparison',
  'searchPage',
  'shareGraphics',
  'stickerForm',
  'paymentCardForm',
  'splashPage',
  'videoSeries',
  'volunteer',
  'emailSurvey',
] as const
export type CustomFormType = (typeof CUSTOM_FORM_TYPES)[number]

export const MODAL_KINDS = ['video', 'calculatorSignup', 'plans', 'halfPage', 'pollingLocator'] as const
export type ModalKind = (typeof MODAL_KINDS)[number]

/** Longest experiment name or variation name a ?experiment-<name>=<variation> parameter may carry; longer ones name nothing. */
export const MAX_EXPERIMENT_PARAM_LENGTH = 200
