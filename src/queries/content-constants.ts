/** The content model's fixed ids (docs/content-model.md), without zod, so browser code can import them. */
export const PAGE_CONTENT_TYPES = [
  'campaignHomepage',
  'contentDetail',
  'donorWall',
  'planDetail',
  'plansLanding',
  'scrollytelling',
  'policyCalculator',
  'toolkitDetail',
  'toolkitGallery',
  'toolkitLanding',
  'customFormPage',
] as const
export type PageContentType = (typeof PAGE_CONTENT_TYPES)[number]

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
