/**
 * Where a form submission came from, as a gift's refcodes say where it came from: the visitor's
 * first-touch refcode and their experiment variations (shared/fundraising/refcode-format.ts).
 * Whatever sends them — the enhanced form's server-function call, or the hidden fields of a plain
 * form post — is a visitor's browser, so each is checked again here: trimmed, cut to the
 * provider's characters and length, or left out. A post that names no variations (a plain form
 * post whose hidden field was never filled) is attributed to the server's signed refcode2 the
 * visitor's cookie holds, else to the variations of their `exp` cookie (unsigned: the results
 * count it as unverified, ADR 047).
 */
import { assignmentsInCookies, signedRefcode2InCookies } from '../../shared/experiment-assignments.ts'
import { boundedTrackingValue, sanitizeRefcode, variationsRefcode } from '../../shared/fundraising/refcode-format.ts'

/** What handleSubmission is given: raw values from the browser (checked here). */
export type SubmissionAttribution = { refcode?: string | null | undefined; refcode2?: string | null | undefined }
/** What is stored with the submission. */
export type Attribution = { refcode: string | null; refcode2: string | null }

/** A value past TRACKING_VALUE_MAX_LENGTH is not a refcode: ignored rather than cut (refcode-format.ts). */
const clean = (value: unknown): string | null => sanitizeRefcode(boundedTrackingValue(value)?.trim())

export function attributionOf(given: SubmissionAttribution | undefined, cookieHeader: string | null | undefined): Attribution {
  return {
    refcode: clean(given?.refcode),
    refcode2: clean(given?.refcode2) ?? signedRefcode2InCookies(cookieHeader) ?? variationsRefcode(assignmentsInCookies(cookieHeader)),
  }
}
