/**
 * The page as this visitor sees it: the overrides of the variations the visitor was assigned
 * applied, each checked to leave a valid page. Which variations, and what the response says about
 * them (cookie, caching), is settled before the render (page-request.server.ts, response-policy.ts).
 */
import { pageSchema, type Experiment, type Page } from '../../content-model/content-model.ts'
import { pageTypeOf } from '../../page-types/page-type-manifests.ts'
import { fieldSpecOf } from '../content/page-type-fields.ts'
import { applyContentOverrides, CONTROL } from './experiment-rules.ts'

type Exposure = { experiment: string; variation: string }
export type PageView = { page: Page; exposures: Exposure[] }

/**
 * Why a page (after overrides) is not a valid page, or null when it is. Of its page-type fields,
 * those the overrides replaced are checked (the others were parsed where the content entered).
 */
export function pageProblem(page: Page, original?: Page): string | null {
  const parsed = pageSchema.safeParse(page)
  if (!parsed.success) return parsed.error.issues[0]?.path.join('.') ?? 'page'
  const shape = fieldSpecOf(pageTypeOf(page))?.shape
  for (const [field, value] of Object.entries(page.fields)) {
    if (original && original.fields[field] === value) continue
    const schema = shape?.[field]
    if (schema && !schema.safeParse(value).success) return field
  }
  return null
}

/**
 * Views made, by page and experiments (the content index's own objects, replaced with the index)
 * and by the variations chosen: a view depends on nothing else, so each is made, checked and
 * warned about once, not once per visitor. At most one per combination of variations a page's
 * experiments define (and one per unknown variation name, which shows as control).
 */
const views = new WeakMap<Page, WeakMap<readonly Experiment[], Map<string, PageView>>>()
const MAX_VIEWS_PER_PAGE = 64

/**
 * The page with the overrides of the variations it was assigned (page-request.server.ts settled
 * them, once, for this request); the exposures the browser's store records. The view is shared:
 * nothing may change it.
 */
export function pageWithExperiments(page: Page, experiments: readonly Experiment[], forPage: Readonly<Record<string, string>>): PageView {
  let byExperiments = views.get(page)
  if (!byExperiments) views.set(page, (byExperiments = new WeakMap()))
  let byVariations = byExperiments.get(experiments)
  if (!byVariations) byExperiments.set(experiments, (byVariations = new Map()))
  const key = JSON.stringify(experiments.map((experiment) => forPage[experiment.experimentName] ?? null))
  const known = byVariations.get(key)
  if (known) return known
  const view = viewOf(page, experiments, forPage)
  if (byVariations.size < MAX_VIEWS_PER_PAGE) byVariations.set(key, view)
  return view
}

function viewOf(page: Page, experiments: readonly Experiment[], forPage: Readonly<Record<string, string>>): PageView {
  const exposures: Exposure[] = []
  let view = page
  for (const experiment of experiments) {
    const chosen = forPage[experiment.experimentName]
    if (chosen === undefined) continue
    exposures.push({ experiment: experiment.experimentName, variation: chosen })
    const variation = experiment.variations.find((candidate) => candidate.variationName === chosen)
    if (chosen === CONTROL || !variation) continue
    const warn = (message: string) => console.warn(`[experiments] ${experiment.experimentName} / ${chosen}: ${message}`)
    const overridden = applyContentOverrides(view, variation.contentOverrides, variation.assets, warn)
    // Overrides are free-form JSON: the result must still be a valid page, or the variation shows as control.
    const problem = pageProblem(overridden, view)
    if (problem) warn(`overrides make the page invalid (${problem}); showing the page without them`)
    else view = overridden
  }
  return { page: view, exposures }
}
