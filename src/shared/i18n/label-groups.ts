import type { MessageKey } from './messages'

/**
 * Which part of the site each UI string belongs to. A page's HTML carries the groups its parts
 * render (ADR 031): the shell's on every page, the forms' only where a form is; a part shown
 * later (a modal, the next page) fetches its group when it needs it. Every key is in exactly one
 * group (label-groups.test.ts).
 */
export const labelGroups = {
  shell: [
    'skipToContent', 'homeLink', 'mainNavigation', 'alertBarLabel', 'footerNavigation', 'languageSwitchLabel', 'languageSwitchAria',
    'donate', 'closeDialog', 'menu', 'readMore', 'paidForBy',
  ],
  /** The 404 page's, fetched with the answer that a page does not exist (contentPageNotFound). */
  notFound: ['notFoundTitle', 'notFoundBody', 'backToHome'],
  /** The preview banner's, fetched in preview only. */
  preview: ['previewNotice', 'previewExit', 'previewProblems'],
  /** The state page control's, fetched with a page that has a state page for the visitor (ADR 051). */
  statePages: ['statePageShown', 'showNationalPage', 'showStatePage'],
  /** Read by the error page from its own bundle and by the server's own pages (unavailable, cross-site refusal): never sent as labels. */
  errors: ['errorTitle', 'errorBody', 'errorReference', 'unavailableTitle', 'unavailableBody', 'unavailableRetry', 'crossSiteTitle', 'crossSiteBody', 'crossSiteToForm'],
  polling: [
    'pollingZipPrompt', 'pollingZipLabel', 'pollingZipInvalid', 'pollingZipSubmit', 'pollingLooking', 'pollingNoInformation',
    'registrationDeadline', 'earlyVoting', 'officialLookup', 'changeZip',
  ],
  video: ['playVideo', 'videoMoreEpisodes', 'videoDuration'],
  plans: [
    'plansSearchLabel', 'plansSearchPlaceholder', 'plansSearchSubmit', 'plansSuggestions', 'plansFilterLabel', 'plansAllTopics',
    'plansResultCount', 'plansResultCountOne', 'plansNoResults', 'plansClearFilters', 'relatedPlans', 'backToPlans',
  ],
  sharing: ['shareHeading', 'shareOnX', 'shareOnFacebook', 'shareByEmail', 'downloads', 'download', 'toolkitResources'],
  story: ['storyStepOf'],
  calculator: [
    'calculatorSubmit', 'calculatorEmpty', 'calculatorNotANumber', 'calculatorNegative', 'calculatorTooLarge', 'calculatorBreakdown',
    'calculatorBracketLine', 'calculatorTopBracketLine', 'calculatorCreditLine', 'calculatorCredit',
  ],
  forms: [
    'formRequired', 'formMustAccept', 'formChooseOne', 'formChooseListed', 'formInvalid', 'formTooLong', 'formEmailInvalid',
    'formZipInvalid', 'formPhoneInvalid', 'formErrorSummary', 'formOptional', 'formSending', 'formTooManyRequests', 'formSubmitFailed',
    'formThanks', 'formSelectPlaceholder',
  ],
  call: ['callNow'],
  comparison: ['comparisonTopic'],
  search: ['searchLabel', 'searchSubmit', 'searchSearching', 'searchResultCount', 'searchResultCountOne', 'searchNoResults'],
  fundraising: [
    'donationFormFallback', 'donationFormLoading', 'thermometerRaised', 'thermometerDonors', 'thermometerDonorsOne', 'thermometerLabel',
    'thermometerAsk', 'donateNow', 'donorWallEmpty', 'donorWallCount', 'donorWallPrevious', 'donorWallNext', 'donorWallPage',
    'donorWallPagination', 'donorWallSupporter', 'donationRedirecting', 'donationContinue', 'adsDonateBarLabel',
  ],
} as const satisfies Record<string, readonly MessageKey[]>

export type LabelGroup = keyof typeof labelGroups

export const LABEL_GROUPS = Object.keys(labelGroups) as LabelGroup[]

/** The keys of some groups. */
export type LabelsOf<Group extends LabelGroup> = (typeof labelGroups)[Group][number]
