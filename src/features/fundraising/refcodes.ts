/**
 * Refcodes: how a campaign learns which email, ad or post brought a gift or a sign-up. The first
 * `refcode` (or `utm_*` set) a visitor arrives with is kept for 30 days and passed to every
 * donation form, donate link and form submission; the visitor's experiment variations go in the
 * second refcode, never in the first. The format is the provider's (shared/fundraising/refcode-format.ts).
 */
import { sanitizeRefcode, variationsRefcode } from '../../shared/fundraising/refcode-format'

/** The second refcode is every experiment variation the visitor was assigned, control included. */
export { sanitizeRefcode, variationsRefcode as refcodeFromExperiments }

export { firstTouchRefcode, refcodeFromSearch } from '../../shared/fundraising/first-touch-refcode'
