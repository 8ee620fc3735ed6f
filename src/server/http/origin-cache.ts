/**
 * The origin's own cache of finished pages, so a surge of anonymous visitors costs one render per
 * page and assignment instead of one per visitor. Bounded in entries and bytes (least recently
 * used first out). A fresh page is served as is; a stale one is served while one request renders
 * its replacement; visitors asking for a page being rendered wait for that render instead of
 * starting their own, for at most `renderTimeoutMs`: a render that hangs then gives them the stale
 * copy, or nothing (the caller answers 503), is told once (onRenderTimeout) and is forgotten, so the
 * next visitor renders again. Only what a shared cache may keep is kept: status 200 or 404,
 * `public`, no cookie. The process's one instance holds published pages only, never a visitor's own.
 */
import type { FinishedText } from './finish-response.server.ts'
import { TIMED_OUT, withDeadline } from './render-deadline.ts'

export type OriginCacheOptions = {
  /** How long a page is served without rendering again. */
  freshMs: number
  /** How long after that a stale page may still be served while its replacement renders. */
  staleMs: number
  maxEntries: number
  maxBytes: number
  /** How long a visitor waits for a render, theirs or one they share. */
  renderTimeoutMs: number
  /** A render took longer than renderTimeoutMs (told once per render; it may still settle later). */
  onRenderTimeout?: (key: string) => void
  now?: () => number
}

/** How long one page stays: a missing page briefly, everything else as the cache's options say. */
export type Timing = { freshMs: number; staleMs: number }

type Slot = { page: FinishedText; storedAt: number; bytes: number; timing: Timing }

type CacheOutcome = 'hit' | 'stale' | 'coalesced' | 'miss'

/** What a visitor gets: a page (or a response the cache does not keep), or nothing when the render hung and no stale copy was at hand. */
export type Served = { result: FinishedText | Response; outcome: CacheOutcome } | { result: null; outcome: 'timeout' }

type Rendered = FinishedText | Response | typeof TIMED_OUT

export function isShareable(result: FinishedText | Response): result is FinishedText {
  if (result instanceof Response) return false
  if (result.status !== 200 && result.status !== 404) return false
  if (result.headers.has('set-cookie')) return false
  const cacheControl = (result.headers.get('cache-control') ?? '').toLowerCase()
  return /\bpublic\b/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl)
}

export function createOriginCache(options: OriginCacheOptions) {
  // Read at each call, not captured: tests move the clock.
  const now = options.now ?? (() => Date.now())
  const slots = new Map<string, Slot>()
  const rendering = new Map<string, Promise<Rendered>>()
  let bytes = 0

  function evict(key: string): void {
    const slot = slots.get(key)
    if (!slot) return
    slots.delete(key)
    bytes -= slot.bytes
  }

  function store(key: string, page: FinishedText, timing: Timing): void {
    evict(key)
    // The body and room for its compressed copies, which are made later on demand.
    const slot = { page, storedAt: now(), bytes: page.body.byteLength * 1.5, timing }
    if (slot.bytes > options.maxBytes) return
    slots.set(key, slot)
    bytes += slot.bytes
    while (slots.size > options.maxEntries || bytes > options.maxBytes) evict(slots.keys().next().value as string)
  }

  /** The render, or TIMED_OUT once it has taken renderTimeoutMs (told then, once). */
  const withDeadlineOf = (key: string, pending: Promise<FinishedText | Response>): Promise<Rendered> => withDeadline(pending, options.renderTimeoutMs, () => options.onRenderTimeout?.(key))

  function render(key: string, produce: () => Promise<FinishedText | Response>, timing: Timing): Promise<Rendered> {
    // A render that settles after its deadline still fills the cache for the visitors after it.
    const pending = produce().then((result) => {
      if (isShareable(result)) store(key, result, timing)
      return result
    })
    // Forgotten when it settles or times out, whichever comes first; a later render of the same
    // key may have taken its place by then.
    const entry: Promise<Rendered> = withDeadlineOf(key, pending).finally(() => {
      if (rendering.get(key) === entry) rendering.delete(key)
    })
    rendering.set(key, entry)
    return entry
  }

  return {
    /**
     * The page for the key: from the cache when it may be, else rendered by `produce` (this
     * request's own render). A visitor who waited for another's render that turned out not to
     * be shareable renders their own.
     */
    async serve(key: string, produce: () => Promise<FinishedText | Response>, timing: Timing = { freshMs: options.freshMs, staleMs: options.staleMs }): Promise<Served> {
      const slot = slots.get(key)
      const age = slot ? now() - slot.storedAt : Infinity
      if (slot && age > slot.timing.freshMs + slot.timing.staleMs) evict(key)
      else if (slot) {
        // Most recently used last: the least recently used is evicted first.
        slots.delete(key)
        slots.set(key, slot)
        if (age <= slot.timing.freshMs) return { result: slot.page, outcome: 'hit' }
        if (rendering.has(key)) return { result: slot.page, outcome: 'stale' }
        const result = await render(key, produce, timing)
        // Its replacement hung: this visitor gets the stale copy too, as the others did meanwhile.
        return result === TIMED_OUT ? { result: slot.page, outcome: 'stale' } : { result, outcome: 'miss' }
      }
      const inFlight = rendering.get(key)
      if (inFlight) {
        const shared = await inFlight.catch(() => null)
        if (shared === TIMED_OUT) return { result: null, outcome: 'timeout' }
        if (shared && isShareable(shared)) return { result: shared, outcome: 'coalesced' }
        const own = await withDeadlineOf(key, produce())
        return own === TIMED_OUT ? { result: null, outcome: 'timeout' } : { result: own, outcome: 'miss' }
      }
      const result = await render(key, produce, timing)
      return result === TIMED_OUT ? { result: null, outcome: 'timeout' } : { result, outcome: 'miss' }
    },
    /** Forgets every page (new content was published). */
    clear(): void {
      slots.clear()
      bytes = 0
    },
    get size(): { entries: number; bytes: number } {
      return { entries: slots.size, bytes }
    },
  }
}

export type OriginCache = ReturnType<typeof createOriginCache>
