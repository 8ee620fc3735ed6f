/**
 * The provider's rule for refcodes, shared by the browser (donate links, the donation form, form
 * submissions) and the server (which checks what a browser or a plain form post sends): letters,
 * digits and underscores only — the provider refuses spaces and punctuation — and at most 100
 * characters. Two refcodes travel with every gift and every form submission:
 *   refcode   the first touch: the email, ad or post that brought the visitor (refcodes.ts)
 *   refcode2  the visitor's experiment variations, `<experiment>_<variation>` for each, sorted by
 *             experiment name and joined with `__`; control included, so a gift in the control
 *             arm is told apart from a gift by a visitor in no experiment
 * Neither ever takes the other's place.
 */
export const REFCODE_MAX_LENGTH = 100
/** A refcode as sanitizeRefcode leaves it. */
export const REFCODE_PATTERN = new RegExp(`^[A-Za-z0-9_]{1,${REFCODE_MAX_LENGTH}}$`)
const PAIR_SEPARATOR = '__'
const UNDERSCORE = 0x5f

/**
 * The longest raw tracking value (a `refcode`, `refcode2` or `utm_*` parameter, a refcode field
 * of a form post, a stored first touch) that is read at all. Longer ones are no refcode a campaign
 * writes but a value built to cost us work: ignored, not cut, before anything else is done to them.
 */
export const TRACKING_VALUE_MAX_LENGTH = 500

/** The raw value when it is text within TRACKING_VALUE_MAX_LENGTH; null otherwise. */
export function boundedTrackingValue(value: unknown): string | null {
  return typeof value === 'string' && value.length <= TRACKING_VALUE_MAX_LENGTH ? value : null
}

/**
 * Only letters, digits and underscores; anything else becomes one underscore; null when nothing is
 * left, or when the value is longer than TRACKING_VALUE_MAX_LENGTH.
 */
export function sanitizeRefcode(value: string | null | undefined): string | null {
  const bounded = boundedTrackingValue(value)
  return bounded ? refcodeOf(bounded) : null
}

/**
 * The refcode of several bounded raw values (a URL's utm_* values), joined by underscores: each one
 * past TRACKING_VALUE_MAX_LENGTH is left out, so the join is at most the five of them.
 */
export function joinedRefcode(values: readonly (string | null | undefined)[]): string | null {
  const kept = values.map(boundedTrackingValue).filter((value): value is string => value !== null && value.trim() !== '')
  return kept.length === 0 ? null : refcodeOf(kept.join('_'))
}

// Every step is one pass over the text: no pattern here can backtrack.
function refcodeOf(value: string): string | null {
  const clean = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '_')
  const trimmed = trimUnderscores(trimUnderscores(clean).slice(0, REFCODE_MAX_LENGTH))
  return trimmed === '' ? null : trimmed
}

/** Without leading and trailing underscores, found by moving two indexes inwards (a `/^_+|_+$/` pattern is quadratic on a run of them). */
function trimUnderscores(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && text.charCodeAt(start) === UNDERSCORE) start++
  while (end > start && text.charCodeAt(end - 1) === UNDERSCORE) end--
  return text.slice(start, end)
}

/**
 * The second refcode of a visitor's assignments (experiment name -> variation). Pairs that do not
 * fit in `maxLength` (the provider's 100 characters; less when the server adds its signature,
 * server/experiments/signed-refcode2.ts) are left out whole, never cut in the middle.
 */
export function variationsRefcode(assignments: Readonly<Record<string, string>>, maxLength: number = REFCODE_MAX_LENGTH): string | null {
  const pairs = Object.entries(assignments)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, variation]) => sanitizeRefcode(`${name}_${variation}`))
    .filter((pair): pair is string => pair !== null)
  let refcode2 = ''
  for (const pair of pairs) {
    const next = refcode2 === '' ? pair : `${refcode2}${PAIR_SEPARATOR}${pair}`
    if (next.length <= maxLength) refcode2 = next
  }
  return refcode2 === '' ? null : refcode2
}
