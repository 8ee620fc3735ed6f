import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FinishedText } from './finish-response.server'
import { createOriginCache, isShareable } from './origin-cache'

const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400'

function page(text: string, { status = 200, cacheControl = SHARED, cookie = false } = {}): FinishedText {
  const headers = new Headers({ 'content-type': 'text/html', 'cache-control': cacheControl })
  if (cookie) headers.set('set-cookie', 'exp=1')
  return { status, statusText: '', headers, body: new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>, encoded: {}, validator: null }
}

const textOf = (page: FinishedText) => new TextDecoder().decode(page.body)

function setup(overrides: Partial<Parameters<typeof createOriginCache>[0]> = {}) {
  let clock = 0
  const cache = createOriginCache({ freshMs: 1_000, staleMs: 10_000, maxEntries: 100, maxBytes: 1_000_000, renderTimeoutMs: 5_000, now: () => clock, ...overrides })
  let renders = 0
  const produce = (text = 'v1', options?: Parameters<typeof page>[1]) => async () => {
    renders += 1
    return page(`${text}#${renders}`, options)
  }
  return { cache, produce, renders: () => renders, advance: (ms: number) => (clock += ms) }
}

describe('the origin cache', () => {
  it('renders a page once and serves it from memory while it is fresh', async () => {
    const { cache, produce, renders } = setup()
    expect((await cache.serve('/', produce())).outcome).toBe('miss')
    const second = await cache.serve('/', produce())
    expect(second.outcome).toBe('hit')
    expect(textOf(second.result as FinishedText)).toBe('v1#1')
    expect(renders()).toBe(1)
  })

  it('keeps a page for the time its caller gives (a missing page briefly, and never stale)', async () => {
    const { cache, produce, renders, advance } = setup()
    const brief = { freshMs: 60_000, staleMs: 0 }
    expect((await cache.serve('/no-such-page', produce('gone', { status: 404 }), brief)).outcome).toBe('miss')
    advance(59_000)
    expect((await cache.serve('/no-such-page', produce('gone', { status: 404 }), brief)).outcome).toBe('hit')
    advance(2_000)
    expect((await cache.serve('/no-such-page', produce('gone', { status: 404 }), brief)).outcome).toBe('miss')
    expect(renders()).toBe(2)
  })

  it('makes visitors who arrive during a render wait for it instead of rendering again', async () => {
    const { cache, renders } = setup()
    let release = () => {}
    const slow = () => new Promise<FinishedText>((resolve) => (release = () => resolve(page('slow'))))
    const first = cache.serve('/', slow)
    const others = Array.from({ length: 50 }, () => cache.serve('/', async () => page('should not render')))
    release()
    const results = await Promise.all([first, ...others])
    expect(results.map((result) => textOf(result.result as FinishedText))).toEqual(Array(51).fill('slow'))
    expect(results.slice(1).every((result) => result.outcome === 'coalesced')).toBe(true)
    expect(renders()).toBe(0)
  })

  it('serves a stale page to everyone but the one visitor who renders its replacement', async () => {
    const { cache, produce, advance } = setup()
    await cache.serve('/', produce())
    advance(1_500)
    let release = () => {}
    const refresh = cache.serve('/', () => new Promise<FinishedText>((resolve) => (release = () => resolve(page('v2')))))
    const meanwhile = await cache.serve('/', produce())
    expect(meanwhile.outcome).toBe('stale')
    expect(textOf(meanwhile.result as FinishedText)).toBe('v1#1')
    release()
    expect(textOf((await refresh).result as FinishedText)).toBe('v2')
    expect(textOf((await cache.serve('/', produce())).result as FinishedText)).toBe('v2')
  })

  it('renders again once a page is older than fresh and stale together', async () => {
    const { cache, produce, advance, renders } = setup()
    await cache.serve('/', produce())
    advance(11_001)
    expect((await cache.serve('/', produce())).outcome).toBe('miss')
    expect(renders()).toBe(2)
  })

  it('keeps no private page, no page that sets a cookie and no server error; waiting visitors then render their own', async () => {
    const { cache, produce, renders } = setup()
    await cache.serve('/a', produce('a', { cacheControl: 'private, no-store' }))
    await cache.serve('/a', produce('a', { cacheControl: 'private, no-store' }))
    await cache.serve('/b', produce('b', { cookie: true }))
    await cache.serve('/b', produce('b', { cookie: true }))
    await cache.serve('/c', produce('c', { status: 500 }))
    await cache.serve('/c', produce('c', { status: 500 }))
    expect(renders()).toBe(6)
    expect(cache.size.entries).toBe(0)

    let release = () => {}
    const first = cache.serve('/d', () => new Promise<FinishedText>((resolve) => (release = () => resolve(page('mine', { cacheControl: 'private' })))))
    const waiting = cache.serve('/d', produce('theirs'))
    release()
    expect(textOf((await first).result as FinishedText)).toBe('mine')
    expect(textOf((await waiting).result as FinishedText)).toMatch(/^theirs/)
  })

  it('keeps a 404 page, which anyone may get', async () => {
    const { cache, produce } = setup()
    await cache.serve('/nope', produce('gone', { status: 404 }))
    expect((await cache.serve('/nope', produce())).outcome).toBe('hit')
  })

  it('stays within its entries and bytes, forgetting the least recently used first', async () => {
    const { cache, produce } = setup({ maxEntries: 3 })
    for (const key of ['/1', '/2', '/3']) await cache.serve(key, produce())
    await cache.serve('/1', produce())
    await cache.serve('/4', produce())
    expect(cache.size.entries).toBe(3)
    expect((await cache.serve('/1', produce())).outcome).toBe('hit')
    expect((await cache.serve('/2', produce())).outcome).toBe('miss')

    const small = setup({ maxBytes: 3_000 })
    for (let index = 0; index < 10; index++) await small.cache.serve(`/${index}`, async () => page('x'.repeat(1_000)))
    expect(small.cache.size.bytes).toBeLessThanOrEqual(3_000)
    expect(small.cache.size.entries).toBe(2)
  })

  it('forgets everything when new content is published', async () => {
    const { cache, produce } = setup()
    await cache.serve('/', produce())
    cache.clear()
    expect((await cache.serve('/', produce())).outcome).toBe('miss')
  })
})

describe('a render that never settles', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const hung = () => new Promise<FinishedText>(() => {})

  it('gives the visitors waiting for it nothing after the timeout (they get a 503), is told once, and the next request renders again', async () => {
    vi.useFakeTimers()
    const timeouts: string[] = []
    const { cache, produce, renders } = setup({ onRenderTimeout: (key) => timeouts.push(key) })
    const first = cache.serve('/', hung)
    const waiting = Array.from({ length: 20 }, () => cache.serve('/', produce('should not render')))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const answers = await Promise.all([first, ...waiting])
    expect(answers.every((answer) => answer.outcome === 'timeout' && answer.result === null)).toBe(true)
    expect(timeouts).toEqual(['/'])
    expect(renders()).toBe(0)

    const next = await cache.serve('/', produce('v2'))
    expect(next.outcome).toBe('miss')
    expect(textOf(next.result as FinishedText)).toBe('v2#1')
    expect((await cache.serve('/', produce())).outcome).toBe('hit')
  })

  it('gives the visitor rendering a stale page’s replacement the stale copy at the timeout; the others have it at once', async () => {
    vi.useFakeTimers()
    let clock = 0
    const timeouts: string[] = []
    const { cache, produce } = setup({ now: () => clock, onRenderTimeout: (key) => timeouts.push(key) })
    await cache.serve('/', produce('v1'))
    clock += 1_500
    const renderer = cache.serve('/', hung)
    const meanwhile = await cache.serve('/', produce())
    expect(meanwhile.outcome).toBe('stale')
    await vi.advanceTimersByTimeAsync(5_000)
    const answer = await renderer
    expect(answer.outcome).toBe('stale')
    expect(textOf(answer.result as FinishedText)).toBe('v1#1')
    expect(timeouts).toEqual(['/'])
    // Forgotten at the timeout: the next visitor renders the replacement.
    const next = await cache.serve('/', produce('v2'))
    expect(next.outcome).toBe('miss')
    expect(textOf(next.result as FinishedText)).toBe('v2#2')
  })

  it('still fills the cache when it settles late, without taking the place of the render after it', async () => {
    vi.useFakeTimers()
    let release = () => {}
    const { cache, produce } = setup()
    const late = cache.serve('/', () => new Promise<FinishedText>((resolve) => (release = () => resolve(page('late')))))
    await vi.advanceTimersByTimeAsync(5_000)
    expect((await late).outcome).toBe('timeout')
    let releaseNext = () => {}
    const next = cache.serve('/', () => new Promise<FinishedText>((resolve) => (releaseNext = () => resolve(page('next')))))
    release()
    await vi.advanceTimersByTimeAsync(0)
    // The late page is kept; the render under way for the key is still the one visitors wait for.
    expect((await cache.serve('/', produce())).outcome).toBe('hit')
    releaseNext()
    expect(textOf((await next).result as FinishedText)).toBe('next')
  })

  it('bounds the own render of a visitor whose shared render could not be kept', async () => {
    vi.useFakeTimers()
    let release = () => {}
    const { cache } = setup()
    const first = cache.serve('/d', () => new Promise<FinishedText>((resolve) => (release = () => resolve(page('mine', { cacheControl: 'private' })))))
    const waiting = cache.serve('/d', hung)
    release()
    await first
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await waiting).toEqual({ result: null, outcome: 'timeout' })
  })
})

describe('what a shared cache may keep', () => {
  it('is a public 200 or 404 without a cookie', () => {
    expect(isShareable(page('x'))).toBe(true)
    expect(isShareable(page('x', { cacheControl: 'public, no-cache' }))).toBe(false)
    expect(isShareable(page('x', { cacheControl: 'max-age=60' }))).toBe(false)
    expect(isShareable(page('x', { status: 301 }))).toBe(false)
    expect(isShareable(new Response('stream'))).toBe(false)
  })
})
