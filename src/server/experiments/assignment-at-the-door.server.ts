/**
 * A visitor's experiment variations for the page a request asks for, settled once when the request
 * arrives (forced by the URL, else the visitor's cookie, else drawn now) and handed to the render
 * with the page (page-request.server.ts). The page is then rendered for an assignment rather than
 * for a visitor, so it can be kept and served to every visitor with the same assignment (the origin
 * cache, a CDN keyed on the `exp` cookie); the policy adds the visitor's cookie on the way out.
 * See docs/decisions/015-origin-cache.md and 025-page-response-policy.md.
 */
import type { Experiment } from '../../queries/content-model.ts'
import { parseAssignments } from './assignment-cookie.ts'
import { countAssignment } from './assignment-counter.server.ts'
import { chooseVariation } from './experiment-rules.ts'

export type DoorAssignment = {
  /** Every assignment the visitor now has: the stored ones and this page's (for their cookie). */
  assignments: Record<string, string>
  /** The assignments of this page's experiments only: what its render depends on. */
  forPage: Record<string, string>
  /** Whether the visitor's cookie changes (a new draw, or a forced variation they did not have): then it must be set. */
  drawn: boolean
}

/**
 * The visitor's assignments for the active experiments of a page: a variation the URL forces, the
 * one the visitor's cookie holds, or one drawn now; null when the page has no experiment.
 */
export function assignAtTheDoor(
  experiments: readonly Experiment[],
  { cookie, forced, preview }: { cookie: string | undefined; forced: Readonly<Record<string, string>>; preview: boolean },
  random: () => number = Math.random,
): DoorAssignment | null {
  if (experiments.length === 0) return null
  const stored = parseAssignments(cookie)
  const assignments = { ...stored }
  const forPage: Record<string, string> = {}
  for (const experiment of experiments) {
    const choice = chooseVariation(experiment, { forced: forced[experiment.experimentName], stored: stored[experiment.experimentName], random })
    if (!choice) continue
    if (choice.warning) console.warn(`[experiments] ${choice.warning}`)
    assignments[experiment.experimentName] = choice.variation
    forPage[experiment.experimentName] = choice.variation
    // A visitor's new draw, for the results report (an editor's preview is not a visitor).
    if (choice.source === 'random' && !preview) countAssignment(experiment.experimentName, choice.variation)
  }
  const drawn = Object.keys(assignments).some((name) => assignments[name] !== stored[name])
  return { assignments, forPage, drawn }
}
