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

/** Only letters, digits and underscores; anything else becomes one underscore; null when nothing is left. */
export function sanitizeRefcode(value: string | null | undefined): string | null {
  if (!value) return null
  const clean = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, REFCODE_MAX_LENGTH)
    .replace(/_+$/, '')
  return clean === '' ? null : clean
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
