/**
 * The origin's own cache of finished pages, so a surge of anonymous visitors costs one render per
 * page and assignment instead of one per visitor. Bounded in entries and bytes (least recently
 * used first out). A fresh page is served as is; a stale one is served while one request renders
 * its replacement; visitors asking for a page being rendered wait for that render instead of
 * starting their own. Only what a shared cache may keep is kept: status 200 or 404, `public`, no
 * cookie. The process's one instance holds published pages only, never a visitor's own.
 */
import type { FinishedText } from './finish-response.server.ts'

export type OriginCacheOptions = {
  /** How long a page is served without rendering again. */
  freshMs: number
  /** How long after that a stale page may still be served while its replacement renders. */
  staleMs: number
  maxEntries: number
  maxBytes: number
  now?: () => number
}

type Slot = { page: FinishedText; storedAt: number; bytes: number }

export type CacheOutcome = 'hit' | 'stale' | 'coalesced' | 'miss'

export function isShareable(result: FinishedText | Response): result is FinishedText {
  if (result instanceof Response) return false
  if (result.status !== 200 && result.status !== 404) return false
  if (result.headers.has('set-cookie')) return false
  const cacheControl = (result.headers.get('cache-control') ?? '').toLowerCase()
  return /\bpublic\b/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl)
}

export function createOriginCache(options: OriginCacheOptions) {
  const now = options.now ?? Date.now
  const slots = new Map<string, Slot>()
  const rendering = new Map<string, Promise<FinishedText | Response>>()
  let bytes = 0

  function evict(key: string): void {
    const slot = slots.get(key)
    if (!slot) return
    slots.delete(key)
    bytes -= slot.bytes
  }

  function store(key: string, page: FinishedText): void {
    evict(key)
    // The body and room for its compressed copies, which are made later on demand.
    const slot = { page, storedAt: now(), bytes: page.body.byteLength * 1.5 }
    if (slot.bytes > options.maxBytes) return
    slots.set(key, slot)
    bytes += slot.bytes
    while (slots.size > options.maxEntries || bytes > options.maxBytes) evict(slots.keys().next().value as string)
  }

  function render(key: string, produce: () => Promise<FinishedText | Response>): Promise<FinishedText | Response> {
    const pending = produce()
      .then((result) => {
        if (isShareable(result)) store(key, result)
        return result
      })
      .finally(() => rendering.delete(key))
    rendering.set(key, pending)
    return pending
  }

  return {
    /**
     * The page for the key: from the cache when it may be, else rendered by `produce` (this
     * request's own render). A visitor who waited for another's render that turned out not to
     * be shareable renders their own.
     */
    async serve(key: string, produce: () => Promise<FinishedText | Response>): Promise<{ result: FinishedText | Response; outcome: CacheOutcome }> {
      const slot = slots.get(key)
      const age = slot ? now() - slot.storedAt : Infinity
      if (slot && age > options.freshMs + options.staleMs) evict(key)
      else if (slot) {
        // Most recently used last: the least recently used is evicted first.
        slots.delete(key)
        slots.set(key, slot)
        if (age <= options.freshMs) return { result: slot.page, outcome: 'hit' }
        if (rendering.has(key)) return { result: slot.page, outcome: 'stale' }
        return { result: await render(key, produce), outcome: 'miss' }
      }
      const inFlight = rendering.get(key)
      if (inFlight) {
        const shared = await inFlight.catch(() => null)
        if (shared && isShareable(shared)) return { result: shared, outcome: 'coalesced' }
        return { result: await produce(), outcome: 'miss' }
      }
      return { result: await render(key, produce), outcome: 'miss' }
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
