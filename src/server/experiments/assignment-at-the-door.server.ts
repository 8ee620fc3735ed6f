/**
 * A new visitor's experiment variations, drawn when the request arrives instead of while the page
 * renders. The page is then rendered for an assignment rather than for a visitor, so it can be
 * kept and served to every visitor with the same assignment (the origin cache, a CDN keyed on the
 * `exp` cookie); the visitor's cookie is added to the response on the way out. The draw is the
 * same as the render's (chooseVariation with a random pick per experiment), so the split stays
 * per visitor. A URL that forces a variation is left to the render, which sets the cookie itself.
 * See docs/decisions/015-origin-cache.md.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Experiment } from '../../queries/content-model.ts'
import { cookieValue } from '../http/request-cookie.ts'
import { ASSIGNMENT_COOKIE, parseAssignments } from './assignment-cookie.ts'
import { chooseVariation } from './experiment-rules.ts'

/** The assignment a request was given at the door, for the render of that request only. */
const doorAssignments = new AsyncLocalStorage<Readonly<Record<string, string>>>()

export function runWithDoorAssignments<T>(assignments: Readonly<Record<string, string>>, render: () => T): T {
  return doorAssignments.run(assignments, render)
}

/** What this request was assigned at the door, if anything (read by the render instead of the cookie). */
export function assignmentsFromTheDoor(): Readonly<Record<string, string>> | undefined {
  return doorAssignments.getStore()
}

export type DoorAssignment = {
  /** Every assignment the visitor now has: the stored ones and the new ones (for their cookie). */
  assignments: Record<string, string>
  /** The assignments of this page's experiments only: what its render depends on. */
  forPage: Record<string, string>
  /** Whether anything was drawn now (then the visitor's cookie must be set). */
  drawn: boolean
}

/**
 * The visitor's assignments for the active experiments of the page a GET asks for, drawing those
 * the visitor does not have yet; null when the page has none, or the URL forces a variation.
 */
export function assignAtTheDoor(request: Request, experiments: readonly Experiment[], random: () => number = Math.random): DoorAssignment | null {
  if (experiments.length === 0) return null
  if ([...new URL(request.url).searchParams.keys()].some((key) => key.startsWith('experiment-'))) return null
  const stored = parseAssignments(cookieValue(request, ASSIGNMENT_COOKIE))
  const assignments = { ...stored }
  const forPage: Record<string, string> = {}
  let drawn = false
  for (const experiment of experiments) {
    const choice = chooseVariation(experiment, { stored: stored[experiment.experimentName], random })
    if (!choice) continue
    assignments[experiment.experimentName] = choice.variation
    forPage[experiment.experimentName] = choice.variation
    if (choice.source !== 'stored') drawn = true
  }
  return { assignments, forPage, drawn }
}
