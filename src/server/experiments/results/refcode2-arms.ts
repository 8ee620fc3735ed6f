/**
 * Which arms a stored second refcode credits: refcode2 is the visitor's `<experiment>_<variation>`
 * pairs joined by `__` (src/shared/fundraising/refcode-format.ts), sanitised, so it cannot be
 * split back into names; each known arm's own pair is looked for among its segments instead.
 */
import { sanitizeRefcode } from '../../../shared/fundraising/refcode-format.ts'

export type Arm = { experiment: string; variation: string }

export function armsInRefcode2(refcode2: string | null | undefined, known: readonly Arm[]): Arm[] {
  if (!refcode2) return []
  const segments = `__${refcode2}__`
  return known.filter(({ experiment, variation }) => {
    const pair = sanitizeRefcode(`${experiment}_${variation}`)
    return pair !== null && segments.includes(`__${pair}__`)
  })
}
