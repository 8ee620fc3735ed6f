/**
 * How a page request is answered: a new visitor's experiment variations are drawn at the door,
 * the page for that URL and assignment comes from the origin cache or is rendered (once, however
 * many visitors ask at the same moment), and the response is finished for this client — its
 * encoding, a 304, and the visitor's cookie when variations were just drawn. A render that hangs
 * keeps no one waiting longer than RENDER_TIMEOUT_MS: they get the stale copy, or a 503 in their
 * language, and it is reported once. Everything else the app answers (server functions, APIs,
 * webhooks) is finished without the cache.
 * See docs/decisions/015-origin-cache.md.
 */
import { getConfig } from '../../../app.config.ts'
import type { ContentIndex } from '../content/content-index.ts'
import { contentService } from '../content/content-service.server.ts'
import { assignAtTheDoor, runWithDoorAssignments, type DoorAssignment } from '../experiments/assignment-at-the-door.server.ts'
import { assignmentCookieHeader, serializeAssignments } from '../experiments/assignment-cookie.ts'
import { experimentsForPage } from '../experiments/experiment-rules.ts'
import { contentPathOf, type Locale } from '../../shared/locale.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { finishResponse, prepareResponse, respondWith } from './finish-response.server.ts'
import { createOriginCache, type OriginCache } from './origin-cache.ts'
import { unavailablePage } from './unavailable-page.server.ts'
import { isSecureRequest } from './request-scheme.ts'
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

/** Paths that are never a content page. */
const NOT_A_PAGE = /^\/(_serverFn|api|sandbox-donations)(\/|$)|\.(xml|txt)$/

type PageRequest = { index: ContentIndex; locale: Locale; door: DoorAssignment | null }

/** The content page a plain GET asks for, with this visitor's assignment; null for anything else. */
async function pageRequest(request: Request): Promise<PageRequest | null> {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null
  const { pathname } = new URL(request.url)
  const asked = NOT_A_PAGE.test(pathname) ? null : contentPathOf(pathname)
  if (!asked) return null
  // Content that cannot be loaded is the render's to report; the cache stays out of it.
  const index = await contentService()
    .current()
    .catch(() => null)
  const { path, locale } = asked
  const page = index?.page(locale, path)
  if (!index || !page) return null
  return { index, locale, door: assignAtTheDoor(request, experimentsForPage(index.experiments(locale), page)) }
}

function cacheKey(request: Request, { index, door }: PageRequest): string {
  // The origin and scheme the visitor used are part of the page (canonical and share URLs).
  const forwarded = getConfig().trustProxy ? `${request.headers.get('x-forwarded-proto')}|${request.headers.get('x-forwarded-host')}` : ''
  return [generationOf(index), request.url, forwarded, door ? serializeAssignments(door.forPage) : ''].join('\n')
}

/** The page's path in a cache key, for a report (the query may hold what a visitor typed). */
function pathOfKey(key: string): string {
  const url = key.split('\n')[1] ?? ''
  return URL.canParse(url) ? new URL(url).pathname : '(unknown page)'
}

/** A preview shows drafts, a form post a visitor's answers: no cache may keep it and no search engine may list it. */
function keptByNobody(response: Response): Response {
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) {
    response.headers.set(name, value)
  }
  return response
}
const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

/** A form posted to its page: the answer is that visitor's own (their answers, or a redirect made for them). */
function isFormPost(request: Request): boolean {
  return request.method === 'POST' && !NOT_A_PAGE.test(new URL(request.url).pathname)
}

export async function servePage(request: Request, render: () => Promise<Response>, { development, preview }: { development: boolean; preview: boolean }): Promise<Response> {
  if (preview || isFormPost(request)) return keptByNobody(await finishResponse(request, await render(), { development }))
  // On Workers a render may not be shared between requests (edge-runtime.ts), and the CDN in
  // front of them is the shared cache: each request renders its own page there.
  const page = development || runsOnWorkers ? null : await pageRequest(request)
  if (!page) return finishResponse(request, await render(), { development })

  const { door } = page
  const produce = async () => prepareResponse(await (door ? runWithDoorAssignments(door.assignments, render) : render()), { development })
  const { result, outcome } = await pageCache().serve(cacheKey(request, page), produce)
  if (result === null) {
    const unavailable = await finishResponse(request, unavailablePage(page.locale, { retryAfterSeconds: RETRY_AFTER_SECONDS, url: request.url }), { development })
    unavailable.headers.set('X-Origin-Cache', outcome)
    return unavailable
  }
  if (result instanceof Response) return result
  return respondWith(request, result, (headers) => {
    // For operators and tests: whether this answer was rendered for it.
    headers.set('X-Origin-Cache', outcome)
    if (!door?.drawn) return
    headers.append('Set-Cookie', assignmentCookieHeader(door.assignments, { secure: isSecureRequest(request, getConfig().trustProxy) }))
    // This response hands out an assignment: it is this visitor's alone.
    headers.set('Cache-Control', 'private, no-store')
  })
}
