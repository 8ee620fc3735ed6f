/** Server functions for content shared by many features; inputs parsed with zod at the boundary. */
import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { getConfig } from '../../app.config.ts'
import { LABEL_GROUPS } from '../shared/i18n/label-groups.ts'
import { takeoverMayShow } from '../shared/fundraising/takeover-rule.ts'
import { personalizedContentFor, STATE_CODE } from '../shared/segments/personalized-content.ts'
import { LOCALES } from '../shared/locale.ts'
import { MAX_EXPERIMENT_PARAM_LENGTH } from '../content-model/content-constants.ts'
import { contentService } from '../server/content/content-service.server.ts'
import { pageWithExperiments } from '../server/experiments/page-with-experiments.server.ts'
import { answeredView, labelSet, previewedView, settingsForBrowser } from '../server/content/content-answers.server.ts'
import { isPreview } from '../server/preview/preview-mode.server.ts'
import { pageRequestForRender, type PageRequest } from '../server/http/page-request.server.ts'
import { headOfPage } from '../server/seo/page-seo.ts'
import { siteOrigin } from '../server/http/site-origin.ts'

const localeInput = z.object({ locale: z.enum(LOCALES) })
const pageInput = localeInput.extend({
  path: z.string().startsWith('/').max(2048),
  /** Variations forced with ?experiment-<name>=<variation>, by experiment name. */
  forced: z.record(z.string().max(MAX_EXPERIMENT_PARAM_LENGTH), z.string().max(MAX_EXPERIMENT_PARAM_LENGTH)).default({}),
})

/** The page this visitor is shown, experiments applied, with what its answer depends on; null when no page has the path. */
async function visitorsView(data: z.output<typeof pageInput>, pageRequest: PageRequest | null) {
  // Resolved once for this request (page, assignment, preview); on a client navigation, by this call.
  const { index, page, assignment, preview, statePage } = await pageRequestForRender(data, pageRequest, { request: getRequest(), preview: isPreview(), setHeader: setResponseHeader })
  if (!page) return null
  const view = pageWithExperiments(page, index.experiments(data.locale), assignment?.forPage ?? {})
  const { contentType, fundraisingTakeoverEndDate: endDate, fundraisingTakeovers } = view.page
  const viewContext = {
    takeoversMayShow: takeoverMayShow({ contentType, language: data.locale, endDate, takeoverCount: fundraisingTakeovers.length, now: Date.now() }),
    statePage,
  }
  return { index, page, view, viewContext, preview }
}

/** The page as this visitor sees it, experiments applied; null when no page has the path. */
export const fetchPage = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data, context }) => {
    const seen = await visitorsView(data, context?.pageRequest ?? null)
    if (!seen) return null
    const { index, page, view, viewContext, preview } = seen
    // An editor in preview is told what the page is shown without; a visitor is not.
    return preview ? previewedView(view, viewContext, index.problemsOf(data.locale, page.id)) : answeredView(view, viewContext)
  })

/**
 * The page's head for crawlers and share previews (meta, links, JSON-LD): read by the server's
 * render only, which writes it into the HTML (ADR 060); null when no page has the path.
 */
export const fetchPageHead = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data, context }) => {
    const seen = await visitorsView(data, context?.pageRequest ?? null)
    // The head of the page as the visitor sees it (a variation may change its title).
    return seen && headOfPage(seen.view.page, seen.index.siteSettings(data.locale), siteOrigin(getRequest(), getConfig()), { preview: seen.preview })
  })

export const fetchSiteSettings = createServerFn({ method: 'GET' })
  .validator(localeInput)
  .handler(async ({ data }) => settingsForBrowser((await contentService().current()).siteSettings(data.locale)))

export const fetchLabels = createServerFn({ method: 'GET' })
  .validator(localeInput.extend({ groups: z.array(z.enum(LABEL_GROUPS)).min(1).max(LABEL_GROUPS.length) }))
  .handler(async ({ data }) => labelSet((await contentService().current()).labels(data.locale), data.locale, data.groups))

export const fetchPlans = createServerFn({ method: 'GET' })
  .validator(localeInput)
  .handler(async ({ data }) => (await contentService().current()).plans(data.locale))

/** The personalised content a visitor in a state (null: not known yet) is shown, one entry per key. */
export const fetchPersonalizedContent = createServerFn({ method: 'GET' })
  .validator(localeInput.extend({ stateCode: z.string().regex(STATE_CODE).nullable() }))
  .handler(async ({ data }) => personalizedContentFor((await contentService().current()).personalizedContent(data.locale), data.stateCode))
