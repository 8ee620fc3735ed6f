/**
 * How a page request is answered: the page, the visitor's assignment and the preview state are
 * resolved once (page-request.server.ts) and handed to the render; the page for that URL (with
 * only the parameters its render reads, page-cache-key.ts) and assignment comes from the origin
 * cache or is rendered (once, however many visitors ask at the same moment); a HEAD is served as
 * the GET is, and a request for a host that is not the site's is never kept; on Workers the cache
 * is Cloudflare's (edge-page-cache.server.ts, the same contract); every header of the response is
 * the policy's (response-policy.ts), applied per visitor on the way out, with the encoding
 * and a 304. A render that hangs keeps no one waiting longer than RENDER_TIMEOUT_MS: they get the
 * stale copy, or a 503 in their language, and it is reported once. Everything else the app answers
 * (server functions, APIs, webhooks) is finished without the cache.
 * See docs/decisions/015-origin-cache.md, 027-page-response-policy.md and 052-edge-page-cache.md.
 */
import { getConfig } from '../../../app.config.ts'
import { contentVersionOf } from '../content/content-version.ts'
import { serializeAssignments } from '../experiments/assignment-cookie.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { newScriptMark } from './content-security-policy.ts'
import { finishResponse, prepareResponse, respondWith, type FinishedText } from './finish-response.server.ts'
import { createEdgePageCache, type EdgePageCache } from './edge-page-cache.server.ts'
import { createOriginCache, type OriginCache, type Served, type Timing } from './origin-cache.ts'
import { pageCacheKey, pageCacheUrl, paramsRead } from './page-cache-key.ts'
import { NOT_FOUND_ORIGIN_CACHE_MS, applyPageResponseHeaders } from './response-policy.ts'
import { pageResponseHeaders, resolvePageRequest, type PageRequest } from './page-request.server.ts'
import { urlParamsOfPageType } from './page-type-response-facts.ts'
import { isSiteHost, siteOrigin } from './site-origin.ts'
import { unavailablePage } from './unavailable-page.server.ts'
import { pageTypeOf } from '../../page-types/page-type-manifests.ts'
import { edgeCacheStore, runsOnWorkers, waitUntilOf } from '../edge-runtime.ts'
import { BUILD_ID } from '../build-identity.ts'

/**
 * The process's page caches: published pages per URL and assignment, never a visitor's own
 * (isShareable). Ten seconds fresh bounds how stale a thermometer or an edited export file can be;
 * a publish needs no wait at all, as a new content index changes every key. Three pools, so that
 * what anyone can make up cannot push out the pages visitors come for: pages at their bare URL;
 * their copies for a value of a parameter the render reads (a search, a zip, a forced variation),
 * which a client may vary at will; and missing pages, at whatever path one cares to type.
 */
type Pool = 'pages' | 'variants' | 'missing'
const PAGE_TIMING: Timing = { freshMs: 10_000, staleMs: 5 * 60_000 }
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
    createOriginCache({ ...PAGE_TIMING, ...limits, renderTimeoutMs, onRenderTimeout: reportRenderTimeout })
  pools = { pages: create(POOL_LIMITS.pages), variants: create(POOL_LIMITS.variants), missing: create(POOL_LIMITS.missing) }
  return pools[pool]
}

/**
 * On Workers, the data centre's cache (Cloudflare's own bounds and eviction; pools are the
 * process's concern). Each data centre renders its own copies, so a page is fresh for a minute
 * there (a publish still shows at once: it changes the key); the policy lets any shared cache
 * keep it five (s-maxage). A copy past its stale time is kept as long as a shared cache may serve
 * it when the origin fails (the policy's stale-if-error), to be served when a render fails.
 */
const EDGE_TIMING: Timing = { freshMs: 60_000, staleMs: 5 * 60_000 }
const KEEP_FOR_FAILURES_MS = 24 * 60 * 60_000
let edgeCache: EdgePageCache | undefined
function edgePageCache(): EdgePageCache {
  edgeCache ??= createEdgePageCache({ ...EDGE_TIMING, keepForFailuresMs: KEEP_FOR_FAILURES_MS, renderTimeoutMs: getConfig().renderTimeoutMs, buildId: BUILD_ID, onRenderTimeout: reportRenderTimeout })
  return edgeCache
}

function reportRenderTimeout(key: string): void {
  reportServerError(new RenderTimeoutError(`A page render took longer than ${getConfig().renderTimeoutMs} ms: ${pathOfKey(key)}`))
}

type PageCache = { serve: (key: string, produce: () => Promise<FinishedText | Response>, timing?: Timing) => Promise<Served> }

/**
 * The cache this request's page is kept in: Cloudflare's on Workers, else the process's pool.
 * None on Workers for a request without the runtime's context: the process's cache would share
 * renders between requests, which Workers forbid (ADR 018).
 */
function pageCacheFor(request: Request, pool: Pool): PageCache | null {
  if (!runsOnWorkers) return pageCache(pool)
  const store = edgeCacheStore()
  const waitUntil = waitUntilOf(request)
  return store && waitUntil ? edgePageCache().forRequest({ store, waitUntil, origin: siteOrigin(request, getConfig()) }) : null
}

class RenderTimeoutError extends Error {
  override name = 'RenderTimeoutError'
}

/** Seconds a visitor who got the 503 is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 5

/**
 * Where a page is kept: its URL with the site's origin (the one its links are written with, never
 * a forwarded header) and only the parameters its page type's render reads, its assignment, the
 * visitor's state only where the URL has a state page for it, and the state the HTML shows when the
 * content treats it apart (page-cache-key.ts).
 */
function cacheSlot(request: Request, page: PageRequest): { key: string; pool: Pool } {
  const reads = paramsRead(urlParamsOfPageType(page.page && pageTypeOf(page.page)))
  const url = pageCacheUrl(request.url, siteOrigin(request, getConfig()), reads)
  const assignment = page.assignment ? serializeAssignments(page.assignment.forPage) : ''
  const pool: Pool = !page.page ? 'missing' : url.includes('?') ? 'variants' : 'pages'
  return {
    key: pageCacheKey({ contentVersion: contentVersionOf(page.index), url, assignment, statePage: page.statePage, shownState: page.shownState }),
    pool,
  }
}

/** The page's path in a cache key, for a report (the query may hold what a visitor typed). */
function pathOfKey(key: string): string {
  const url = key.split('\n')[1] ?? ''
  return URL.canParse(url) ? new URL(url).pathname : '(unknown page)'
}

/**
 * Whether the page cache may answer: a plain GET or HEAD of a published page (or a missing
 * one) on the site's own host, in production.
 */
function cacheable(request: Request, page: PageRequest, { development }: { development: boolean }): boolean {
  if (development || page.preview || request.headers.has('authorization')) return false
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
  const { key, pool } = cacheSlot(request, page)
  const cache = cacheable(request, page, { development }) ? pageCacheFor(request, pool) : null
  if (!cache) {
    const prepared = await prepare()
    return prepared instanceof Response ? passedThrough(request, page, prepared) : forVisitor(request, page, prepared, null)
  }

  // The copy the cache keeps is the one every visitor with this assignment and shown state may get:
  // its headers are a returning visitor's (no cookie handed out) and, as this cache keys on the
  // state, shareable among that state's visitors; this visitor's own are applied on the way out.
  const asReturning: PageRequest = {
    ...page,
    assignment: page.assignment && { ...page.assignment, drawn: false },
    location: { ...page.location, changed: false },
    shownState: null,
  }
  const produce = async () => {
    const prepared = await prepare()
    if (!(prepared instanceof Response)) applyPageResponseHeaders(prepared.headers, pageResponseHeaders(request, asReturning, prepared.status))
    return prepared
  }
  const timing = page.page ? undefined : { freshMs: NOT_FOUND_ORIGIN_CACHE_MS, staleMs: 0 }
  const { result, outcome } = await cache.serve(key, produce, timing)
  if (result === null) {
    const unavailable = await finishResponse(request, unavailablePage(page.locale, { retryAfterSeconds: RETRY_AFTER_SECONDS, url: request.url }), { development })
    unavailable.headers.set('X-Origin-Cache', outcome)
    return unavailable
  }
  if (result instanceof Response) return passedThrough(request, page, result)
  return forVisitor(request, page, result, outcome)
}
