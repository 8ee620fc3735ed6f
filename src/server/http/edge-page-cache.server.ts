/**
 * The page cache on Cloudflare Workers: finished pages kept in the data centre's cache (the Cache
 * API) rather than in a process, with the origin cache's contract (`serve(key, produce, timing)`,
 * origin-cache.ts) so that servePage is one flow on both targets. A Worker runs before
 * Cloudflare's cache, so what it does not store there is rendered again for every visitor.
 *
 * - A copy carries its own freshness (when it was stored, for how long it is fresh and then
 *   stale): fresh is a `hit`; stale is served as `stale` to everyone but the one request of this
 *   isolate that renders its replacement (that request's own render: the framework disposes of a
 *   render started after its request was answered, so it cannot run in `waitUntil`); older than
 *   that, it is kept a while longer only to be served when a render fails (throws, answers 5xx
 *   or hangs), which a render of a stale copy's replacement falls back on too.
 * - A render is never shared between requests (ADR 018: an I/O object belongs to the request that
 *   made it): a request waits for its own render or for none; only finished bytes are shared.
 * - Keys are URLs on the site's origin under a path no page has, named by a hash of the build's
 *   identity (a new deploy's HTML names other asset files) and the caller's key (content version,
 *   URL, variants).
 * - Only what a shared cache may keep is stored (isShareable), and `put` runs in `waitUntil`.
 * See docs/decisions/052-edge-page-cache.md.
 */
import { z } from 'zod'
import type { FinishedText } from './finish-response.server.ts'
import { isShareable, type Served, type Timing } from './origin-cache.ts'
import { TIMED_OUT, withDeadline } from './render-deadline.ts'

/** The Cache API as the cache uses it (`caches.default` on Workers; a fake in tests). */
export type EdgeCacheStore = Pick<Cache, 'match' | 'put'>

export type EdgePageCacheOptions = {
  /** What a page is kept for unless its caller says otherwise (timing of `serve`). */
  freshMs: number
  staleMs: number
  /** How long past its stale time a page is kept to be served when its render fails. */
  keepForFailuresMs: number
  /** How long a visitor waits for their own render. */
  renderTimeoutMs: number
  /** Names the build: its pages name its own asset files. */
  buildId: string
  onRenderTimeout?: (key: string) => void
  now?: () => number
}

/** What one request lends the cache: the data centre's cache, its waitUntil and the site's origin. */
export type EdgeRequestContext = {
  store: EdgeCacheStore
  waitUntil: (promise: Promise<unknown>) => void
  /** The site's origin (the one its links are written with): keys are URLs on it. */
  origin: string
}

/** Under /api/, where no content page can be (page-request.server.ts). */
const KEY_PATH = '/api/edge-page-cache/'

/** The one header that carries a stored copy's own facts; it never leaves the cache (readStored). */
const STORED_FACTS_HEADER = 'X-Edge-Page-Cache'

/** Headers the Cache API adds to a copy it answers with, which are not the page's. */
const ADDED_BY_THE_CACHE = ['age', 'cf-cache-status', 'content-length', 'expires']

const storedFactsSchema = z.object({
  storedAt: z.number(),
  freshMs: z.number().nonnegative(),
  staleMs: z.number().nonnegative(),
  /** The page's own caching headers, which the stored copy replaces with the cache's. */
  cacheControl: z.string().nullable(),
  vary: z.string().nullable(),
  etag: z.string().nullable(),
})
type StoredFacts = z.infer<typeof storedFactsSchema>
type Stored = { page: FinishedText; facts: StoredFacts }

type Rendered = FinishedText | Response | typeof TIMED_OUT

async function keyRequest(origin: string, buildId: string, key: string): Promise<Request> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${buildId}\n${key}`))
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return new Request(`${origin}${KEY_PATH}${hex}`)
}

/** The copy to store: the page's body and headers, its facts in one header, kept as long as it may serve. */
function toStored(page: FinishedText, timing: Timing, storedAt: number, keepForFailuresMs: number): Response {
  const headers = new Headers(page.headers)
  const facts: StoredFacts = {
    storedAt,
    ...timing,
    cacheControl: headers.get('cache-control'),
    vary: headers.get('vary'),
    etag: page.validator?.() ?? null,
  }
  // A missing page (never served stale) is not worth keeping through a failure.
  const keepMs = timing.freshMs + timing.staleMs + (timing.staleMs > 0 ? keepForFailuresMs : 0)
  headers.set('Cache-Control', `public, max-age=${Math.ceil(keepMs / 1000)}`)
  headers.delete('vary')
  headers.set(STORED_FACTS_HEADER, JSON.stringify(facts))
  return new Response(page.body, { status: page.status, statusText: page.statusText, headers })
}

/** A stored copy as the page it was, or null (none, or one this code cannot read). */
async function readStored(store: EdgeCacheStore, request: Request): Promise<Stored | null> {
  const response = await store.match(request).catch(() => undefined)
  if (!response) return null
  const raw = response.headers.get(STORED_FACTS_HEADER)
  let parsed: unknown = null
  try {
    parsed = raw ? JSON.parse(raw) : null
  } catch {
    parsed = null
  }
  const facts = storedFactsSchema.safeParse(parsed)
  if (!facts.success) return null
  const headers = new Headers(response.headers)
  for (const name of [STORED_FACTS_HEADER, ...ADDED_BY_THE_CACHE]) headers.delete(name)
  headers.delete('cache-control')
  if (facts.data.cacheControl !== null) headers.set('Cache-Control', facts.data.cacheControl)
  if (facts.data.vary !== null) headers.set('Vary', facts.data.vary)
  const body = new Uint8Array(await response.arrayBuffer())
  const { etag } = facts.data
  const page: FinishedText = { status: response.status, statusText: response.statusText, headers, body, encoded: {}, validator: etag === null ? null : () => etag }
  return { page, facts: facts.data }
}

/** Whether a render failed in a way a kept copy should cover for. */
const failed = (rendered: Rendered) => rendered === TIMED_OUT || (!(rendered instanceof Response) && rendered.status >= 500)

export function createEdgePageCache(options: EdgePageCacheOptions) {
  const now = options.now ?? (() => Date.now())
  // Pages whose stale copy this isolate is replacing: one replacement at a time per page.
  const refreshing = new Set<string>()

  return {
    /** The cache as one request uses it. */
    forRequest({ store, waitUntil, origin }: EdgeRequestContext) {
      /** Renders, and keeps what may be kept once it is done (even after the deadline). */
      function render(key: string, request: Request, produce: () => Promise<FinishedText | Response>, timing: Timing): Promise<Rendered> {
        const pending = produce().then((result) => {
          if (isShareable(result)) {
            waitUntil(store.put(request, toStored(result, timing, now(), options.keepForFailuresMs)).catch(() => undefined))
          }
          return result
        })
        waitUntil(pending.catch(() => undefined))
        return withDeadline(pending, options.renderTimeoutMs, () => options.onRenderTimeout?.(key))
      }

      return {
        async serve(key: string, produce: () => Promise<FinishedText | Response>, timing: Timing = { freshMs: options.freshMs, staleMs: options.staleMs }): Promise<Served> {
          const request = await keyRequest(origin, options.buildId, key)
          const stored = await readStored(store, request)
          const age = stored ? now() - stored.facts.storedAt : Infinity
          if (stored && age <= stored.facts.freshMs) return { result: stored.page, outcome: 'hit' }
          const replacing = stored !== null && age <= stored.facts.freshMs + stored.facts.staleMs
          if (replacing && refreshing.has(key)) return { result: stored.page, outcome: 'stale' }
          if (replacing) refreshing.add(key)
          let rendered: Rendered
          try {
            rendered = await render(key, request, produce, timing)
          } catch (error) {
            if (stored) return { result: stored.page, outcome: 'stale' }
            throw error
          } finally {
            if (replacing) refreshing.delete(key)
          }
          if (stored && failed(rendered)) return { result: stored.page, outcome: 'stale' }
          return rendered === TIMED_OUT ? { result: null, outcome: 'timeout' } : { result: rendered, outcome: 'miss' }
        },
      }
    },
  }
}

export type EdgePageCache = ReturnType<typeof createEdgePageCache>
