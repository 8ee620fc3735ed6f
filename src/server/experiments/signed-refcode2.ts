/**
 * The second refcode as the server vouches for it: the visitor's `<experiment>_<variation>` pairs
 * (refcode-format.ts) and a short HMAC of them under EXPERIMENTS_SIGNING_SECRET, as one last
 * segment `__s<12 hex digits>` — within the provider's rule (letters, digits, underscores, at
 * most 100 characters). The browser cannot make one: it is handed the server's in a cookie
 * (SIGNED_REFCODE2_COOKIE) and passes it on as it is. The results credit an arm only for a
 * refcode2 whose signature holds (docs/decisions/047-signed-refcode2.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { REFCODE_MAX_LENGTH, sanitizeRefcode, variationsRefcode } from '../../shared/fundraising/refcode-format.ts'

const SIGNATURE_DIGITS = 12
/** `__s` and the digits. */
const SIGNATURE_SEGMENT_LENGTH = 3 + SIGNATURE_DIGITS
const SIGNED = new RegExp(`^([A-Za-z0-9_]+)__s([0-9a-f]{${SIGNATURE_DIGITS}})$`)

const macOf = (pairs: string, secret: string) => createHmac('sha256', secret).update(`refcode2:${pairs}`).digest('hex').slice(0, SIGNATURE_DIGITS)

/** The signed refcode2 of a set of assignments; null when there are none (or no secret to sign with). */
export function signedRefcode2(assignments: Readonly<Record<string, string>>, secret: string | undefined): string | null {
  if (!secret) return null
  const pairs = variationsRefcode(assignments, REFCODE_MAX_LENGTH - SIGNATURE_SEGMENT_LENGTH)
  return pairs && `${pairs}__s${macOf(pairs, secret)}`
}

/** The pairs of a refcode2 whose signature holds; null for an unsigned, forged or altered one. */
export function verifiedPairs(refcode2: string | null | undefined, secret: string | undefined): string | null {
  if (!refcode2 || !secret || refcode2.length > REFCODE_MAX_LENGTH) return null
  const match = SIGNED.exec(refcode2)
  if (!match) return null
  const [, pairs = '', signature = ''] = match
  const expected = Buffer.from(macOf(pairs, secret))
  return timingSafeEqual(expected, Buffer.from(signature)) ? pairs : null
}

/** Whether verified pairs hold an assignment (each pair is sanitised, so it is looked for whole among the segments). */
export function pairsInclude(pairs: string, experiment: string, variation: string): boolean {
  const pair = sanitizeRefcode(`${experiment}_${variation}`)
  return pair !== null && `__${pairs}__`.includes(`__${pair}__`)
}
