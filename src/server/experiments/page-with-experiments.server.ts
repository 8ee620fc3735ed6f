/**
 * The page as this visitor sees it: the experiments that apply are assigned (query parameter,
 * then the visitor's cookie, then random), their overrides applied, and the assignment kept in
 * the cookie. Also tells shared caches how the response may be kept (docs/decisions/008).
 */
import { appendResponseHeader, getCookie, getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { getConfig } from '../../../app.config.ts'
import { isSecureRequest } from '../http/request-scheme.ts'
import { pageSchema, type Experiment, type Page } from '../../queries/content-model.ts'
import { pageTypeIdOf } from '../../page-types/page-type-manifest.ts'
import { pageTypeFieldSpecs } from '../content/page-type-fields.ts'
import { assignmentsFromTheDoor } from './assignment-at-the-door.server.ts'
import { ASSIGNMENT_COOKIE, assignmentCookieHeader, parseAssignments } from './assignment-cookie.ts'
import { applyContentOverrides, chooseVariation, CONTROL, experimentsForPage } from './experiment-rules.ts'

export type Exposure = { experiment: string; variation: string }
export type PageView = { page: Page; exposures: Exposure[] }

/** Anonymous pages: shared caches keep them briefly and may serve them stale while refreshing. */
const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400'

/**
 * Why a page (after overrides) is not a valid page, or null when it is. Of its page-type fields,
 * those the overrides replaced are checked (the others were parsed where the content entered).
 */
export function pageProblem(page: Page, original?: Page): string | null {
  const parsed = pageSchema.safeParse(page)
  if (!parsed.success) return parsed.error.issues[0]?.path.join('.') ?? 'page'
  const pageTypeId = pageTypeIdOf(page)
  const shape = pageTypeId ? pageTypeFieldSpecs[pageTypeId]?.shape : undefined
  for (const [field, value] of Object.entries(page.fields)) {
    if (original && original.fields[field] === value) continue
    const schema = shape?.[field]
    if (schema && !schema.safeParse(value).success) return field
  }
  return null
}

export function pageWithExperiments(page: Page, experiments: readonly Experiment[], forced: Readonly<Record<string, string>>): PageView {
  const applicable = experimentsForPage(experiments, page)
  if (applicable.length === 0) {
    setResponseHeader('Cache-Control', SHARED)
    return { page, exposures: [] }
  }

  // A new visitor was assigned when the request arrived (the origin cache keys on it); others by their cookie.
  const stored = assignmentsFromTheDoor() ?? parseAssignments(getCookie(ASSIGNMENT_COOKIE))
  const assignments = { ...stored }
  const exposures: Exposure[] = []
  let view = page
  for (const experiment of applicable) {
    const choice = chooseVariation(experiment, {
      forced: forced[experiment.experimentName],
      stored: stored[experiment.experimentName],
      random: Math.random,
    })
    if (!choice) continue
    if (choice.warning) console.warn(`[experiments] ${choice.warning}`)
    assignments[experiment.experimentName] = choice.variation
    exposures.push({ experiment: experiment.experimentName, variation: choice.variation })
    const variation = experiment.variations.find((candidate) => candidate.variationName === choice.variation)
    if (choice.variation !== CONTROL && variation) {
      const warn = (message: string) => console.warn(`[experiments] ${experiment.experimentName} / ${choice.variation}: ${message}`)
      const overridden = applyContentOverrides(view, variation.contentOverrides, variation.assets, warn)
      // Overrides are free-form JSON: the result must still be a valid page, or the variation shows as control.
      const problem = pageProblem(overridden, view)
      if (problem) warn(`overrides make the page invalid (${problem}); showing the page without them`)
      else view = overridden
    }
  }

  const changed = Object.keys(assignments).some((name) => assignments[name] !== stored[name])
  if (changed) {
    appendResponseHeader('Set-Cookie', assignmentCookieHeader(assignments, { secure: isSecureRequest(getRequest(), getConfig().trustProxy) }))
    // A response that hands out an assignment is this visitor's alone.
    setResponseHeader('Cache-Control', 'private, no-store')
  } else {
    // Same (page, assignment) -> same HTML: shareable by a cache that keys on the `exp` cookie.
    setResponseHeader('Cache-Control', SHARED)
    setResponseHeader('Vary', 'Cookie')
  }
  return { page: view, exposures }
}
