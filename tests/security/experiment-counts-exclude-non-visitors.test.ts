/**
 * Threat: experiment counts skewed by requests no person made. Every cookie-less request counted
 * as a new visitor of an arm — crawlers, uptime monitors, `HEAD` requests, link prefetches and
 * prerenders — so an arm's visitors (and with them its conversion rate and the sample-ratio check)
 * said more about bots than about people. Run through the real page-request wiring.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Experiment, Page } from '../../src/content-model/content-model.ts'

vi.mock('../../src/server/experiments/assignment-counter.server.ts', () => ({ countAssignment: vi.fn() }))
vi.mock('../../src/server/content/content-service.server.ts', async () => {
  const { stubContentIndex } = await import('../support/stub-content-index.ts')
  const hero = {
    experimentName: 'hero',
    isActive: true,
    includeControlVariation: true,
    conditions: {},
    variations: [{ variationName: 'bold', contentOverrides: {}, assets: [] }],
  } as unknown as Experiment
  const index = stubContentIndex({
    page: (locale: string, path: string) => ({ id: 'home', contentType: 'homepage', settings: {}, locale, path, fields: {} }) as unknown as Page,
    experiments: () => [hero],
  })
  return { contentService: () => ({ current: async () => index }) }
})

const { countAssignment } = await import('../../src/server/experiments/assignment-counter.server.ts')
const { pageResponseHeaders, resolvePageCall, resolvePageRequest } = await import('../../src/server/http/page-request.server.ts')

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const page = { locale: 'en-US' as const, path: '/', forced: {} }

/** One request through the door, as a full page load or (HEAD: rendered through the page's server function) a page call. */
async function throughTheDoor(init: RequestInit & { headers?: Record<string, string> }) {
  const request = new Request('http://localhost/', init)
  const resolved = (await resolvePageRequest(request, { preview: false })) ?? (await resolvePageCall(request, page, { preview: false }))
  const { setCookie, cacheControl } = pageResponseHeaders(request, resolved)
  return { resolved, setCookie, cacheControl }
}

beforeEach(() => {
  vi.mocked(countAssignment).mockClear()
})

describe('experiment counts hold up against requests no person made', () => {
  it('counts a browser asking for the page, and hands it the assignment cookie and a signed refcode2', async () => {
    const { resolved, setCookie } = await throughTheDoor({ headers: { 'user-agent': BROWSER } })
    expect(countAssignment).toHaveBeenCalledOnce()
    expect(resolved.assignment?.forPage.hero).toBeTruthy()
    expect(setCookie.map((line) => line.split('=')[0])).toEqual(['exp', 'exp_ref2'])
  })

  it.each([
    ['a crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['a link preview', { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }],
    ['a command-line tool', { 'user-agent': 'curl/8.5.0' }],
    ['a client with no user agent', {}],
    ['a Chromium prefetch', { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' }],
    ['a Chromium prerender', { 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' }],
    ['an old-style prefetch', { 'user-agent': BROWSER, purpose: 'prefetch' }],
    ['a Firefox prefetch', { 'user-agent': BROWSER, 'x-moz': 'prefetch' }],
  ])('fails to count %s as a visitor: shown a variation, no cookie, an answer no shared cache keeps', async (_, headers) => {
    const { resolved, setCookie, cacheControl } = await throughTheDoor({ headers })
    expect(resolved.assignment?.forPage.hero).toBeTruthy()
    expect(countAssignment).not.toHaveBeenCalled()
    expect(setCookie).toEqual([])
    expect(cacheControl).toBe('private, no-store')
  })

  it('fails to count a HEAD request as a visitor', async () => {
    const { setCookie } = await throughTheDoor({ method: 'HEAD', headers: { 'user-agent': BROWSER } })
    expect(countAssignment).not.toHaveBeenCalled()
    expect(setCookie).toEqual([])
  })
})
