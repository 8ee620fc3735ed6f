/** What the generated e2e exports add to the embedded content (make-fixture-exports.ts). */
export const FLAG_PAGES = {
  disableAlertBar: '/e2e/no-alert-bar',
  disableNavigation: '/e2e/no-navigation',
  disableDonateBar: '/e2e/no-donate-bar',
  disableFooter: '/e2e/no-footer',
  enableSplashPage: '/e2e/with-splash',
} as const
export const PLAIN_PAGE = '/e2e/plain'
/** A page of the flags export that the revalidation test deletes (no other test may use it). */
export const DELETABLE_PAGE = '/e2e/deletable'
/** A draft page of the flags export (never published): only a browser in preview sees it. */
export const DRAFT_PAGE = { path: '/e2e/draft', title: 'E2E draft page, not yet published' } as const
export const PREVIEW_SECRET = 'e2e-preview-secret-0123456789'
export const TAKEOVER_END_DATE = '2030-06-01T12:00'
export const TAKEOVER_HEADING = 'E2E takeover heading'


/** One action modal of each kind on contentDetail pages, each targeted at its own state. */
export const MODAL_KIND_STATES = {
  video: 'WA',
  calculatorSignup: 'OR',
  plans: 'CO',
  halfPage: 'MN',
  pollingLocator: 'GA',
} as const

/** A modal for every visitor (no state) on one page type, after a delay: scheduled, then navigated away from. */
export const SCHEDULED_MODAL = { settingsKey: 'e2e-scheduled', pageType: 'toolkitGallery', delaySeconds: 2, heading: 'E2E scheduled modal' } as const

/** A fundraising action modal on contentDetail pages for visitors in one state (flags export). */
export const FUNDRAISING_MODAL = { settingsKey: 'e2e-fundraising', state: 'VT', zip: '05401', heading: 'E2E fundraising ask' } as const
