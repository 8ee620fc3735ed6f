/**
 * The visitor's location at the door, through the page server (serve-page.server.ts) as a
 * deployment behind one trusted CDN serves it (TRUST_PROXY=true): the CDN's visitor-location
 * headers fill a first visit, `?zip=` overrides, the cookie is handed out on the visitor's own
 * answer while the origin cache keeps a copy without it, and a fundraising-disabled state gets its
 * own copy that no other visitor is served, and that no cache beyond the origin's may keep. The
 * national copy stays shareable, without `Vary: Cookie`. The render writes the state it was given.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SiteSettings } from '../../src/content-model/content-model.ts'
import type { PageRequest } from '../../src/server/http/page-request.server.ts'
import { LOCATION_COOKIE, parseLocationCookie } from '../../src/shared/segments/location-cookie.ts'

/** Every page is a content page, and Iowa a fundraising-disabled state: its visitors' pages differ. */
vi.mock('../../src/server/content/content-service.server.ts', async () => {
  const { stubContentIndex } = await import('../support/stub-content-index.ts')
  const iowaApart = stubContentIndex({ siteSettings: () => ({ disabledStates: ['IA'] }) as unknown as SiteSettings })
  return { contentService: () => ({ current: async () => iowaApart }) }
})

// The configuration is read at the first request, which the import below does not make.
const DEPLOYMENT_BEHIND_A_CDN = { TRUST_PROXY: 'true', SITE_URL: 'https://vote.example', DONATION_PROVIDER: 'sandbox' }
Object.assign(process.env, DEPLOYMENT_BEHIND_A_CDN)
afterAll(() => {
  for (const name of Object.keys(DEPLOYMENT_BEHIND_A_CDN)) delete process.env[name]
})
const { servePage } = await import('../../src/server/http/serve-page.server.ts')

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
const IOWA = { 'cf-ipcountry': 'US', 'cf-region-code': 'IA', 'cf-ipcity': 'Des Moines' }
const TEXAS = { 'cf-ipcountry': 'US', 'cf-region-code': 'TX' }

async function visit(path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(`https://vote.example${path}`, { method, headers: { 'user-agent': BROWSER, ...headers } })
  const render = async (page: PageRequest | null) => {
    return new Response(`<!doctype html><html><body><main>shown state: ${page?.shownState ?? 'none'}</main></body></html>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  }
  const response = await servePage(request, render, { development: false, preview: false })
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${LOCATION_COOKIE}=`))
  return {
    response,
    text: method === 'HEAD' ? '' : await response.text(),
    outcome: response.headers.get('X-Origin-Cache'),
    /** The location the response hands out, or null. */
    handedOut: cookie ? parseLocationCookie(cookie.slice(LOCATION_COOKIE.length + 1).split(';')[0]) : null,
    cookieLine: cookie ?? null,
  }
}
const cookieOf = (line: string | null) => ({ cookie: (line ?? '').split(';')[0]! })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.parse('2026-10-01T12:00:00Z'))
  return () => vi.useRealTimers()
})

describe('a first visit, located by the CDN', () => {
  it('is rendered for the visitor’s state and handed the cookie, privately; the copy the cache keeps hands out nothing', async () => {
    const first = await visit('/first-visit', { headers: IOWA })
    expect(first.text).toContain('shown state: IA')
    expect(first.handedOut).toStrictEqual({ stateCode: 'IA', city: 'Des Moines' })
    expect(first.response.headers.get('cache-control')).toBe('private, no-store')

    const returning = await visit('/first-visit', { headers: { ...IOWA, ...cookieOf(first.cookieLine) } })
    expect(returning.outcome).toBe('hit')
    expect(returning.text).toBe(first.text)
    expect(returning.handedOut).toBeNull()
    // Kept by the origin cache, which keys on the state; no cache beyond it, which would not.
    expect(returning.response.headers.get('cache-control')).toBe('private, no-store')
    expect(returning.response.headers.get('vary')).not.toContain('Cookie')
  })

  it('shares the national copy among visitors whose state the content does not treat apart, each handed their own cookie', async () => {
    const texan = await visit('/national', { headers: TEXAS })
    expect(texan.text).toContain('shown state: none')
    expect(texan.handedOut).toStrictEqual({ stateCode: 'TX' })
    const unknown = await visit('/national')
    expect(unknown.outcome).toBe('hit')
    expect(unknown.handedOut).toBeNull()
    expect(unknown.response.headers.get('cache-control')).toMatch(/^public/)
    expect(unknown.response.headers.get('vary')).not.toContain('Cookie')
  })

  it('never serves an Iowa copy to the next visitor without a location', async () => {
    await visit('/no-leak', { headers: IOWA })
    const next = await visit('/no-leak')
    expect(next.text).toContain('shown state: none')
  })

  it('keeps the cookie over the CDN’s guess: a Texan cookie in Iowa stays Texan, and nothing is handed out', async () => {
    const visited = await visit('/travelling', { headers: { ...IOWA, cookie: `${LOCATION_COOKIE}=${encodeURIComponent(JSON.stringify({ stateCode: 'TX' }))}` } })
    expect(visited.text).toContain('shown state: none')
    expect(visited.handedOut).toBeNull()
  })

  it('locates no crawler (it is shown the national site) and hands no cookie to a HEAD or a prefetch', async () => {
    const crawler = await visit('/crawled', { headers: { ...IOWA, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
    expect(crawler.text).toContain('shown state: none')
    expect(crawler.cookieLine).toBeNull()
    const head = await visit('/crawled-head', { method: 'HEAD', headers: IOWA })
    expect(head.cookieLine).toBeNull()
    expect(head.response.headers.get('cache-control')).toBe('private, no-store')
    const prefetch = await visit('/prefetched', { headers: { ...IOWA, 'sec-purpose': 'prefetch' } })
    expect(prefetch.text).toContain('shown state: IA')
    expect(prefetch.cookieLine).toBeNull()
  })
})

describe('?zip= and the cookie', () => {
  it('sets the location from the zip as an override, over the CDN’s guess and over an older cookie, keeping disableLiberty', async () => {
    const older = `${LOCATION_COOKIE}=${encodeURIComponent(JSON.stringify({ zip: '78701', stateCode: 'TX', disableLiberty: true, isOverride: true }))}`
    const visited = await visit('/zip-given?zip=50309', { headers: { ...TEXAS, cookie: older } })
    expect(visited.text).toContain('shown state: IA')
    expect(visited.handedOut).toMatchObject({ zip: '50309', stateCode: 'IA', isOverride: true, disableLiberty: true })
    expect(visited.response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('reads a forged cookie as none: the CDN’s location replaces it, and nothing of it reaches the page', async () => {
    for (const forged of ['%7B%22stateCode%22%3A%22%3Cscript%3Ealert(1)%3C%2Fscript%3E%22%7D', '%7B%22stateCode%22%3A%22IA%22%2C%22city%22%3A1', 'A'.repeat(5_000)]) {
      const visited = await visit('/forged', { headers: { ...TEXAS, cookie: `${LOCATION_COOKIE}=${forged}` } })
      expect(visited.text).not.toContain('script')
      expect(visited.handedOut).toStrictEqual({ stateCode: 'TX' })
    }
  })
})
