import { describe, expect, it } from 'vitest'
import { createEdgePageCache, type EdgeCacheStore, type EdgePageCacheOptions } from './edge-page-cache.server'
import type { FinishedText } from './finish-response.server'

const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'
const ORIGIN = 'https://site.example'

function page(text: string, { status = 200, cacheControl = SHARED, cookie = false, etag = null as string | null } = {}): FinishedText {
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl, vary: 'Accept-Encoding, Cookie' })
  if (cookie) headers.set('set-cookie', 'exp=1')
  return { status, statusText: '', headers, body: new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>, encoded: {}, validator: etag === null ? null : () => etag }
}

const textOf = (result: FinishedText | Response | null) => new TextDecoder().decode((result as FinishedText).body)

/** The Cache API as a map of key URLs to stored responses, as Cloudflare's answers them (with headers of its own). */
function fakeStore() {
  const entries = new Map<string, Response>()
  const store: EdgeCacheStore = {
    async match(request) {
      const stored = entries.get(new Request(request).url)
      if (!stored) return undefined
      const answer = stored.clone()
      const headers = new Headers(answer.headers)
      headers.set('CF-Cache-Status', 'HIT')
      headers.set('Age', '3')
      return new Response(answer.body, { status: answer.status, headers })
    },
    async put(request, response) {
      entries.set(new Request(request).url, response.clone())
    },
  }
  return { store, entries }
}

/** waitUntil as the runtime offers it: the promises are kept, and the test waits for them when it needs their effect. */
function fakeWaitUntil() {
  const pending: Promise<unknown>[] = []
  return {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    async settle() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0))
    },
  }
}

function setup(overrides: Partial<EdgePageCacheOptions> = {}) {
  let clock = 0
  const { store, entries } = fakeStore()
  const background = fakeWaitUntil()
  const timeouts: string[] = []
  const edge = createEdgePageCache({
    freshMs: 1_000,
    staleMs: 10_000,
    keepForFailuresMs: 100_000,
    renderTimeoutMs: 5_000,
    buildId: 'build-a',
    now: () => clock,
    onRenderTimeout: (key) => timeouts.push(key),
    ...overrides,
  })
  const cache = edge.forRequest({ store, waitUntil: background.waitUntil, origin: ORIGIN })
  let renders = 0
  const produce = (text = 'v1', options?: Parameters<typeof page>[1]) => async () => {
    renders += 1
    return page(`${text}#${renders}`, options)
  }
  return { edge, cache, store, entries, background, timeouts, produce, renders: () => renders, advance: (ms: number) => (clock += ms) }
}

describe('the edge page cache', () => {
  it('renders a page once, stores it after the answer, and serves it as a hit while fresh', async () => {
    const { cache, produce, renders, background } = setup()
    const first = await cache.serve('v1\n/', produce())
    expect(first.outcome).toBe('miss')
    await background.settle()
    const second = await cache.serve('v1\n/', produce())
    expect(second.outcome).toBe('hit')
    expect(textOf(second.result)).toBe('v1#1')
    expect(renders()).toBe(1)
  })

  it('keeps the page under a hashed URL on the site origin, under a path no page has', async () => {
    const { cache, produce, entries, background } = setup()
    await cache.serve('v1\nhttps://site.example/a-long-page?q=1\n{"x":"a"}', produce())
    await background.settle()
    const [key] = [...entries.keys()]
    expect(key).toMatch(/^https:\/\/site\.example\/api\/edge-page-cache\/[0-9a-f]{64}$/)
  })

  it('gives the visitor the page as it was rendered, and none of the headers the cache keeps for itself', async () => {
    const { cache, produce, background } = setup()
    await cache.serve('k', async () => page('body', { etag: 'W/"abc"' }))
    await background.settle()
    const { result } = await cache.serve('k', produce())
    const headers = (result as FinishedText).headers
    expect(Object.fromEntries(headers)).toEqual({ 'content-type': 'text/html; charset=utf-8', 'cache-control': SHARED, vary: 'Accept-Encoding, Cookie' })
    expect((result as FinishedText).validator?.()).toBe('W/"abc"')
  })

  it('stores the copy with its own freshness, kept by the cache for as long as it may serve', async () => {
    const { cache, produce, entries, background } = setup()
    await cache.serve('k', produce())
    await background.settle()
    const stored = [...entries.values()][0]!
    expect(stored.headers.get('cache-control')).toBe('public, max-age=111')
    expect(stored.headers.get('vary')).toBeNull()
    expect(stored.headers.get('x-edge-page-cache')).toContain('"storedAt":0')
  })

  it('keys pages by build, content version and assignment', async () => {
    const { cache, produce, entries, background, store } = setup()
    await cache.serve('v1\n/\n{"hero":"a"}', produce())
    await cache.serve('v1\n/\n{"hero":"b"}', produce())
    await cache.serve('v2\n/\n{"hero":"a"}', produce())
    await background.settle()
    expect(entries.size).toBe(3)
    // The next deploy, with the same content and URL, does not find this build's page (its HTML names other files).
    const nextDeploy = setup({ buildId: 'build-b' })
    const cacheOfNextDeploy = nextDeploy.edge.forRequest({ store, waitUntil: nextDeploy.background.waitUntil, origin: ORIGIN })
    expect((await cacheOfNextDeploy.serve('v1\n/\n{"hero":"a"}', nextDeploy.produce())).outcome).toBe('miss')
  })

  it('serves a stale copy to everyone but the one request that renders its replacement', async () => {
    const { cache, produce, renders, background, advance } = setup()
    await cache.serve('k', produce())
    await background.settle()
    advance(2_000)
    const replacement = Promise.withResolvers<FinishedText>()
    const rendering = Promise.withResolvers<void>()
    const renderer = cache.serve('k', () => {
      rendering.resolve()
      return replacement.promise
    })
    // The others come once it renders (each request's key is hashed asynchronously: without this,
    // which of them finds the copy stale first would be a race, not the behaviour under test).
    await rendering.promise
    const others = await Promise.all(Array.from({ length: 5 }, () => cache.serve('k', produce())))
    expect(others.map((served) => served.outcome)).toEqual(Array(5).fill('stale'))
    expect(others.every((served) => textOf(served.result) === 'v1#1')).toBe(true)
    expect(renders()).toBe(1)
    replacement.resolve(page('v2'))
    const own = await renderer
    expect(own.outcome).toBe('miss')
    expect(textOf(own.result)).toBe('v2')
    await background.settle()
    const fresh = await cache.serve('k', produce())
    expect(fresh.outcome).toBe('hit')
    expect(textOf(fresh.result)).toBe('v2')
  })

  it('serves the stale copy when its replacement throws, answers 5xx or times out', async () => {
    for (const failing of [
      async (): Promise<FinishedText> => {
        throw new Error('render failed')
      },
      async () => page('error', { status: 500, cacheControl: 'no-store' }),
      () => new Promise<FinishedText>(() => {}),
    ]) {
      const { cache, produce, advance, background } = setup({ renderTimeoutMs: 10 })
      await cache.serve('k', produce())
      await background.settle()
      // Within its stale time, and past it (then kept only for failures).
      for (const elapsed of [2_000, 20_000]) {
        advance(elapsed)
        const served = await cache.serve('k', failing)
        expect(served.outcome).toBe('stale')
        expect(textOf(served.result)).toBe('v1#1')
      }
    }
  })

  it('serves the stale copy to the one who renders when the replacement fails, and lets the next request try again', async () => {
    const { cache, produce, advance, background, renders } = setup()
    await cache.serve('k', produce())
    await background.settle()
    advance(2_000)
    const failing = async (): Promise<FinishedText> => {
      throw new Error('render failed')
    }
    expect((await cache.serve('k', failing)).outcome).toBe('stale')
    expect((await cache.serve('k', produce())).outcome).toBe('miss')
    await background.settle()
    expect(renders()).toBe(2)
    expect((await cache.serve('k', produce())).outcome).toBe('hit')
  })

  it('tells a hung render once and answers nothing when no copy is kept', async () => {
    const { cache, timeouts } = setup({ renderTimeoutMs: 10 })
    const served = await cache.serve('k', () => new Promise<FinishedText>(() => {}))
    expect(served).toEqual({ result: null, outcome: 'timeout' })
    expect(timeouts).toEqual(['k'])
  })

  it('passes a failed render on when no copy is kept', async () => {
    const { cache } = setup()
    await expect(cache.serve('k', async () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed')
    const served = await cache.serve('k', async () => page('error', { status: 500, cacheControl: 'no-store' }))
    expect(served.outcome).toBe('miss')
    expect((served.result as FinishedText).status).toBe(500)
  })

  it('never stores what a shared cache may not keep', async () => {
    const { cache, entries, background } = setup()
    await cache.serve('cookie', async () => page('mine', { cookie: true }))
    await cache.serve('private', async () => page('mine', { cacheControl: 'private, no-store' }))
    await cache.serve('error', async () => page('oops', { status: 500 }))
    await cache.serve('stream', async () => new Response('streamed'))
    await background.settle()
    expect(entries.size).toBe(0)
  })

  it('keeps a missing page only as long as its caller says, never stale', async () => {
    const { cache, produce, advance, background, entries } = setup()
    const brief = { freshMs: 60_000, staleMs: 0 }
    await cache.serve('gone', produce('gone', { status: 404 }), brief)
    await background.settle()
    expect([...entries.values()][0]!.headers.get('cache-control')).toBe('public, max-age=60')
    advance(59_000)
    expect((await cache.serve('gone', produce('gone', { status: 404 }), brief)).outcome).toBe('hit')
    advance(2_000)
    expect((await cache.serve('gone', produce('gone', { status: 404 }), brief)).outcome).toBe('miss')
  })

  it('reads a copy it cannot make sense of as no copy', async () => {
    const { cache, produce, entries, background } = setup()
    await cache.serve('k', produce())
    await background.settle()
    const [key] = [...entries.keys()]
    entries.set(key!, new Response('forged', { headers: { 'X-Edge-Page-Cache': '{"storedAt":"soon"}' } }))
    expect((await cache.serve('k', produce())).outcome).toBe('miss')
  })

  it('answers when the cache itself fails, as a miss', async () => {
    const { produce, edge } = setup()
    const broken: EdgeCacheStore = { match: () => Promise.reject(new Error('cache down')), put: () => Promise.reject(new Error('cache down')) }
    const background = fakeWaitUntil()
    const cache = edge.forRequest({ store: broken, waitUntil: background.waitUntil, origin: ORIGIN })
    expect((await cache.serve('k', produce())).outcome).toBe('miss')
    await background.settle()
  })
})
