/**
 * How a page request is answered: the page, the visitor's assignment and the preview state are
 * resolved once (page-request.server.ts) and handed to the render; the page for that URL (with
 * only the parameters its render reads, page-cache-key.ts) and assignment comes from the origin
 * cache or is rendered (once, however many visitors ask at the same moment); a HEAD is served as
 * the GET is, and a request for a host that is not the site's is never kept; every header of the response is
 * the policy's (page-response-policy.ts), applied per visitor on the way out, with the encoding
 * and a 304. A render that hangs keeps no one waiting longer than RENDER_TIMEOUT_MS: they get the
 * stale copy, or a 503 in their language, and it is reported once. Everything else the app answers
 * (server functions, APIs, webhooks) is finished without the cache.
 * See docs/decisions/015-origin-cache.md and 026-page-response-policy.md.
 */
import { getConfig } from '../../../app.config.ts'
import { contentVersionOf } from '../content/content-version.ts'
import { serializeAssignments } from '../experiments/assignment-cookie.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { newScriptMark } from './content-security-policy.ts'
import { finishResponse, prepareResponse, respondWith, type FinishedText } from './finish-response.server.ts'
import { createOriginCache, type OriginCache } from './origin-cache.ts'
import { pageCacheKey, pageCacheUrl, paramsRead } from './page-cache-key.ts'
import { NOT_FOUND_ORIGIN_CACHE_MS, applyPageResponseHeaders } from './page-response-policy.ts'
import { pageResponseHeaders, resolvePageRequest, type PageRequest } from './page-request.server.ts'
import { urlParamsOfPageType } from './page-type-response-facts.ts'
import { isSiteHost, siteOrigin } from './site-origin.ts'
import { unavailablePage } from './unavailable-page.server.ts'
import { pageTypeIdOf } from '../../page-types/page-type-manifest.ts'
import { runsOnWorkers } from '../edge-runtime.ts'

/**
 * The process's page caches: published pages per URL and assignment, never a visitor's own
 * (isShareable). Ten seconds fresh bounds how stale a thermometer or an edited export file can be;
 * a publish needs no wait at all, as a new content index changes every key. Three pools, so that
 * what anyone can make up cannot push out the pages visitors come for: pages at their bare URL;
 * their copies for a value of a parameter the render reads (a search, a zip, a forced variation),
 * which a client may vary at will; and missing pages, at whatever path one cares to type.
 */
type Pool = 'pages' | 'variants' | 'missing'
const POOL_LIMITS: Readonly<Record<Pool, { maxEntries: number; maxBytes: number }>> = {
  pages: { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 },
  variants: { maxEntries: 1_000, maxBytes: 16 * 1024 * 1024 },
  missing: { maxEntries: 500, maxBytes: 8 * 1024 * 1024 },
}
let pools: Record<Pool, OriginCache> | undefined
function pageCache(pool: Pool): OriginCache {
  if (pools) return pools[pool]
  const { renderTimeoutMs } = getConfig()
  const create = (limits: { maxEntries: number; maxBytes: number }) =>
    createOriginCache({
      freshMs: 10_000,
      staleMs: 5 * 60_000,
      ...limits,
      renderTimeoutMs,
      onRenderTimeout: (key) => reportServerError(new RenderTimeoutError(`A page render took longer than ${renderTimeoutMs} ms: ${pathOfKey(key)}`)),
    })
  pools = { pages: create(POOL_LIMITS.pages), variants: create(POOL_LIMITS.variants), missing: create(POOL_LIMITS.missing) }
  return pools[pool]
}

class RenderTimeoutError extends Error {
  override name = 'RenderTimeoutError'
}

/** Seconds a visitor who got the 503 is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5

/**
 * Where a page is kept: its URL with the site's origin (the one its links are written with, never
 * a forwarded header) and only the parameters its page type's render reads, its assignment, and
 * the visitor's state only where the URL has a state page for it (page-cache-key.ts).
 */
function cacheSlot(request: Request, page: PageRequest): { key: string; pool: Pool } {
  const reads = paramsRead(urlParamsOfPageType(page.page && pageTypeIdOf(page.page)))
  const url = pageCacheUrl(request.url, siteOrigin(request, getConfig()), reads)
  const assignment = page.assignment ? serializeAssignments(page.assignment.forPage) : ''
  const pool: Pool = !page.page ? 'missing' : url.includes('?') ? 'variants' : 'pages'
  return { key: pageCacheKey({ contentVersion: contentVersionOf(page.index), url, assignment, statePage: page.statePage }), pool }
}

/** The page's path in a cache key, for a report (the query may hold what a visitor typed). */
function pathOfKey(key: string): string {
  const url = key.split('\n')[1] ?? ''
  return URL.canParse(url) ? new URL(url).pathname : '(unknown page)'
}

/**
 * Whether the origin cache may answer: a plain GET or HEAD of a published page (or a missing
 * one) on the site's own host, in production on Node.
 */
function cacheable(request: Request, page: PageRequest, { development }: { development: boolean }): boolean {
  // On Workers a render may not be shared between requests (edge-runtime.ts), and the CDN in
  // front of them is the shared cache: each request renders its own page there.
  if (development || runsOnWorkers || page.preview || request.headers.has('authorization')) return false
  return (request.method === 'GET' || request.method === 'HEAD') && isSiteHost(request, getConfig())
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
  const { key, pool } = cacheSlot(request, page)
  const { result, outcome } = await pageCache(pool).serve(key, produce, timing)
  if (result === null) {
    const unavailable = await finishResponse(request, unavailablePage(page.locale, { retryAfterSeconds: RETRY_AFTER_SECONDS, url: request.url }), { development })
    unavailable.headers.set('X-Origin-Cache', outcome)
    return unavailable
  }
  if (result instanceof Response) return passedThrough(request, page, result)
  return forVisitor(request, page, result, outcome)
}
