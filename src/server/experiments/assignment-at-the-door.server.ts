/**
 * A visitor's experiment variations for the page a request asks for, settled once when the request
 * arrives (forced by the URL, else the visitor's cookie, else drawn now) and handed to the render
 * with the page (page-request.server.ts). The page is then rendered for an assignment rather than
 * for a visitor, so it can be kept and served to every visitor with the same assignment (the origin
 * cache, a CDN keyed on the `exp` cookie); the policy adds the visitor's cookie on the way out.
 * A request that is not a visitor's (a bot, a HEAD, a prefetch: counted-visitor.ts) is shown a
 * variation but neither counted nor handed a cookie, so the person who asks next is drawn and
 * counted then; its answer stays private all the same (a shared cache must not hand its draw to
 * the next new visitor). The signed second refcode vouches only for what the server drew: this
 * draw and the pairs the visitor's earlier signed refcode2 holds, never a forced or hand-written
 * variation.
 * See docs/decisions/015-origin-cache.md, 027-page-response-policy.md, 046 and 047.
 */
import type { Experiment } from '../../content-model/content-model.ts'
import { parseAssignments } from './assignment-cookie.ts'
import { countAssignment } from './assignment-counter.server.ts'
import { chooseVariation } from './experiment-rules.ts'
import { logUnknownForcedVariation } from './forced-variation-log.ts'
import { pairsInclude, signedRefcode2, verifiedPairs } from './signed-refcode2.ts'

export type DoorAssignment = {
  /** Every assignment the visitor now has: the stored ones and this page's (for their cookie). */
  assignments: Record<string, string>
  /** The assignments of this page's experiments only: what its render depends on. */
  forPage: Record<string, string>
  /** Whether the visitor's cookie changes (a new draw, or a forced variation they did not have): then it must be set (to a visitor). */
  drawn: boolean
  /** False for a bot, a HEAD or a prefetch: its answer is its own (a draw of its own), but it is handed no cookie. */
  visitor: boolean
  /** The signed second refcode of the assignments the server drew for this visitor (set with the cookie); null: none. */
  refcode2: string | null
}

export type DoorRequest = {
  cookie: string | undefined
  /** The visitor's signed second refcode (its cookie), whose pairs the server drew earlier. */
  signedRefcode2?: string | null | undefined
  forced: Readonly<Record<string, string>>
  preview: boolean
  /** False for a bot, a HEAD or a prefetch (counted-visitor.ts): shown a variation, not counted, no cookie. */
  visitor?: boolean
  /** The secret the second refcode is signed with; unset: none is signed. */
  signingSecret?: string | undefined
}

/**
 * The visitor's assignments for the active experiments of a page: a variation the URL forces, the
 * one the visitor's cookie holds, or one drawn now; null when the page has no experiment.
 */
export function assignAtTheDoor(
  experiments: readonly Experiment[],
  { cookie, signedRefcode2: earlier, forced, preview, visitor = true, signingSecret }: DoorRequest,
  random: () => number = Math.random,
): DoorAssignment | null {
  if (experiments.length === 0) return null
  const stored = parseAssignments(cookie)
  const assignments = { ...stored }
  const forPage: Record<string, string> = {}
  const earlierPairs = verifiedPairs(earlier, signingSecret)
  // What the server drew for this visitor: before today (its signature says so) and now.
  const vouched = Object.fromEntries(Object.entries(stored).filter(([name, variation]) => earlierPairs !== null && pairsInclude(earlierPairs, name, variation)))
  for (const experiment of experiments) {
    const name = experiment.experimentName
    const choice = chooseVariation(experiment, { forced: forced[name], stored: stored[name], random })
    if (!choice) continue
    const asked = forced[name]
    if (asked !== undefined && choice.source !== 'forced') logUnknownForcedVariation(name, asked)
    assignments[name] = choice.variation
    forPage[name] = choice.variation
    if (choice.source !== 'random') {
      // A forced variation replaces the one the server drew: its earlier signature no longer says what the visitor sees.
      if (vouched[name] !== choice.variation) delete vouched[name]
      continue
    }
    vouched[name] = choice.variation
    // A visitor's new draw, for the results report (an editor's preview is not a visitor).
    if (!preview && visitor) countAssignment(name, choice.variation)
  }
  const drawn = Object.keys(assignments).some((name) => assignments[name] !== stored[name])
  return { assignments, forPage, drawn, visitor, refcode2: drawn && visitor ? signedRefcode2(vouched, signingSecret) : null }
}
