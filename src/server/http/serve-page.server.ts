/**
 * How a page request is answered: the page, the visitor's assignment and the preview state are
 * resolved once (page-request.server.ts) and handed to the render; the page for that URL (without
 * the parameters only the browser reads) and assignment comes from the origin cache or is
 * rendered (once, however many visitors ask at the same moment); every header of the response is
 * the policy's (page-response-policy.ts), applied per visitor on the way out, with the encoding
 * and a 304. A render that hangs keeps no one waiting longer than RENDER_TIMEOUT_MS: they get the
 * stale copy, or a 503 in their language, and it is reported once. Everything else the app answers
 * (server functions, APIs, webhooks) is finished without the cache.
 * See docs/decisions/015-origin-cache.md and 026-page-response-policy.md.
 */
import { getConfig } from '../../../app.config.ts'
import type { ContentIndex } from '../content/content-index.ts'
import { serializeAssignments } from '../experiments/assignment-cookie.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { newScriptMark } from './content-security-policy.ts'
import { finishResponse, prepareResponse, respondWith, type FinishedText } from './finish-response.server.ts'
import { createOriginCache, type OriginCache } from './origin-cache.ts'
import { BUILT_IN_IGNORED_PARAMS, ignoredParams, urlWithoutIgnoredParams, type IgnoredParams } from './page-cache-key.ts'
import { NOT_FOUND_ORIGIN_CACHE_MS, applyPageResponseHeaders } from './page-response-policy.ts'
import { pageResponseHeaders, resolvePageRequest, type PageRequest } from './page-request.server.ts'
import { rendersUrlRefcodes } from './page-type-response-facts.ts'
import { URL_REFCODE_PARAMS } from '../../shared/fundraising/first-touch-refcode.ts'
import { unavailablePage } from './unavailable-page.server.ts'
import { pageTypeIdOf } from '../../page-types/page-type-manifest.ts'
import { runsOnWorkers } from '../edge-runtime.ts'

/**
 * The process's page cache: published pages per URL and assignment, never a visitor's own
 * (isShareable). Ten seconds fresh bounds how stale a thermometer or an edited export file can be;
 * a publish needs no wait at all, as a new content index changes every key.
 */
let originCache: OriginCache | undefined
function pageCache(): OriginCache {
  if (originCache) return originCache
  const { renderTimeoutMs } = getConfig()
  originCache = createOriginCache({
    freshMs: 10_000,
    staleMs: 5 * 60_000,
    maxEntries: 2_000,
    maxBytes: 64 * 1024 * 1024,
    renderTimeoutMs,
    onRenderTimeout: (key) => reportServerError(new RenderTimeoutError(`A page render took longer than ${renderTimeoutMs} ms: ${pathOfKey(key)}`)),
  })
  return originCache
}

let ignored: IgnoredParams | undefined
const cacheIgnores = () => (ignored ??= ignoredParams([...BUILT_IN_IGNORED_PARAMS, ...getConfig().cacheIgnoredParams]))

class RenderTimeoutError extends Error {
  override name = 'RenderTimeoutError'
}

/** Seconds a visitor who got the 503 is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5

/** Each content index gets a number: pages rendered from older content are never served after a publish. */
const generations = new WeakMap<ContentIndex, number>()
let lastGeneration = 0
function generationOf(index: ContentIndex): number {
  let generation = generations.get(index)
  if (generation === undefined) {
    generation = ++lastGeneration
    generations.set(index, generation)
  }
  return generation
}

/**
 * The parameters a page's HTML does not depend on: all the ignored ones, but those the refcodes
 * come from where the page renders them (a `utm_*` set makes the refcode when the URL names none).
 */
function ignoredFor({ page }: PageRequest): IgnoredParams {
  const ignores = cacheIgnores()
  if (!page || !rendersUrlRefcodes(pageTypeIdOf(page))) return ignores
  return (name) => !REFCODE_PARAMS.has(name.toLowerCase()) && ignores(name)
}
const REFCODE_PARAMS: ReadonlySet<string> = new Set(URL_REFCODE_PARAMS)

function cacheKey(request: Request, page: PageRequest): string {
  // The origin and scheme the visitor used are part of the page (canonical and share URLs).
  const forwarded = getConfig().trustProxy ? `${request.headers.get('x-forwarded-proto')}|${request.headers.get('x-forwarded-host')}` : ''
  const assignment = page.assignment ? serializeAssignments(page.assignment.forPage) : ''
  return [generationOf(page.index), urlWithoutIgnoredParams(request.url, ignoredFor(page)), forwarded, assignment].join('\n')
}

/** The page's path in a cache key, for a report (the query may hold what a visitor typed). */
function pathOfKey(key: string): string {
  const url = key.split('\n')[1] ?? ''
  return URL.canParse(url) ? new URL(url).pathname : '(unknown page)'
}

/** Whether the origin cache may answer: a plain GET of a published page (or a missing one), in production on Node. */
function cacheable(request: Request, page: PageRequest, { development }: { development: boolean }): boolean {
  // On Workers a render may not be shared between requests (edge-runtime.ts), and the CDN in
  // front of them is the shared cache: each request renders its own page there.
  return !development && !runsOnWorkers && request.method === 'GET' && !request.headers.has('authorization') && !page.preview
}

/** The response one visitor gets: the policy's headers (for this request and the render's status) over the rendered ones. */
function forVisitor(request: Request, page: PageRequest, finished: FinishedText, outcome: string | null): Promise<Response> {
  return respondWith(request, finished, (headers) => {
    applyPageResponseHeaders(headers, pageResponseHeaders(request, page, finished.status))
    // For operators and tests: whether this answer was rendered for it.
    if (outcome) headers.set('X-Origin-Cache', outcome)
  })
}

/** A response the finishing step passed through (a redirect, a stream): the policy's headers all the same. */
function passedThrough(request: Request, page: PageRequest, response: Response): Response {
  applyPageResponseHeaders(response.headers, pageResponseHeaders(request, page, response.status))
  return response
}

/** Renders the app for a page (or for anything else: null); its own inline scripts carry `scriptMark` (content-security-policy.ts). */
export type Render = (page: PageRequest | null, scriptMark: string) => Promise<Response>

export async function servePage(request: Request, render: Render, { development, preview }: { development: boolean; preview: boolean }): Promise<Response> {
  const page = await resolvePageRequest(request, { preview })
  if (!page) {
    const scriptMark = newScriptMark()
    return finishResponse(request, await render(null, scriptMark), { development, scriptMark })
  }

  // Who may frame the page is written into its content security policy when the render is finished.
  const { frameAncestors } = pageResponseHeaders(request, page)
  // Each render marks its own inline scripts with a mark of its own: only those are allowed to run.
  const prepare = async () => {
    const scriptMark = newScriptMark()
    return prepareResponse(await render(page, scriptMark), { development, frameAncestors, scriptMark })
  }
  if (!cacheable(request, page, { development })) {
    const prepared = await prepare()
    return prepared instanceof Response ? passedThrough(request, page, prepared) : forVisitor(request, page, prepared, null)
  }

  // The copy the cache keeps is the one every visitor with this assignment may get: its headers
  // are a returning visitor's (no cookie handed out); this visitor's are applied on the way out.
  const asReturning: PageRequest = { ...page, assignment: page.assignment && { ...page.assignment, drawn: false } }
  const produce = async () => {
    const prepared = await prepare()
    if (!(prepared instanceof Response)) applyPageResponseHeaders(prepared.headers, pageResponseHeaders(request, asReturning, prepared.status))
    return prepared
  }
  const timing = page.page ? undefined : { freshMs: NOT_FOUND_ORIGIN_CACHE_MS, staleMs: 0 }
  const { result, outcome } = await pageCache().serve(cacheKey(request, page), produce, timing)
  if (result === null) {
    const unavailable = await finishResponse(request, unavailablePage(page.locale, { retryAfterSeconds: RETRY_AFTER_SECONDS, url: request.url }), { development })
    unavailable.headers.set('X-Origin-Cache', outcome)
    return unavailable
  }
  if (result instanceof Response) return passedThrough(request, page, result)
  return forVisitor(request, page, result, outcome)
}
