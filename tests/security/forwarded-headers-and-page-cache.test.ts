/**
 * Attacks on the page cache and the links in it, replayed in-process against the page server
 * (serve-page.server.ts) as a deployment behind one trusted proxy (TRUST_PROXY=true,
 * SITE_URL=https://vote.example) serves them: forged X-Forwarded-Proto/-Host, the HTTPS redirect
 * made an open redirect, HEAD to dodge the cache, and junk URLs to flush it. The content is a
 * stand-in index with a content page at every path but /missing-*; the render writes its links
 * with the site's origin, as the page's server function does (content.functions.ts). The same
 * attacks over HTTP against the production build: forwarded-headers-and-page-cache.spec.ts.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Page } from '../../src/content-model/content-model.ts'

vi.hoisted(() => {
  // Read once, at the first request: set before anything in this file serves a page.
  Object.assign(process.env, { TRUST_PROXY: 'true', SITE_URL: 'https://vote.example', DONATION_PROVIDER: 'sandbox' })
})
afterAll(() => {
  for (const name of ['TRUST_PROXY', 'SITE_URL', 'DONATION_PROVIDER']) delete process.env[name]
})

vi.mock('../../src/server/content/content-service.server.ts', async () => {
  const { stubContentIndex } = await import('../support/stub-content-index.ts')
  const index = stubContentIndex({
    page: (locale: string, path: string) => (path.startsWith('/missing-') ? null : ({ contentType: 'contentDetail', settings: {}, locale, path } as unknown as Page)),
  })
  return { contentService: () => ({ current: async () => index }) }
})

const { getConfig } = await import('../../app.config.ts')
const { servePage } = await import('../../src/server/http/serve-page.server.ts')
const { siteOrigin } = await import('../../src/server/http/site-origin.ts')
const { httpsUpgrade } = await import('../../src/server/http/request-scheme.ts')

let renders = 0
/** The framework's render of a published page, its canonical link written with the site's origin. */
async function render(request: Request): Promise<Response> {
  renders += 1
  const canonical = `${siteOrigin(request, getConfig())}${new URL(request.url).pathname}`
  return new Response(`<!doctype html><html><head><link rel="canonical" href="${canonical}"/></head><body><main>page</main></body></html>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  })
}

async function visit(path: string, { method = 'GET', headers = {}, host = 'vote.example' }: { method?: string; headers?: Record<string, string>; host?: string } = {}) {
  const request = new Request(`http://${host}${path}`, { method, headers })
  const response = await servePage(request, () => render(request), { development: false, preview: false })
  return { response, text: method === 'HEAD' ? '' : await response.text(), outcome: response.headers.get('X-Origin-Cache') }
}

beforeEach(() => {
  // Time stands still: every kept page stays fresh however long the flood takes.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.parse('2026-10-01T12:00:00Z'))
  return () => vi.useRealTimers()
})

describe('forged forwarded headers', () => {
  it('a forged X-Forwarded-Proto and X-Forwarded-Host never reach a cached page’s links: the plain visitor after gets SITE_URL’s', async () => {
    const forged = await visit('/es/forged-links?x=1', { headers: { 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'evil.example, vote.example' } })
    expect(forged.outcome).toBe('miss')
    expect(forged.text).toContain('<link rel="canonical" href="https://vote.example/es/forged-links"/>')
    expect(forged.text).not.toContain('evil.example')
    const plain = await visit('/es/forged-links?x=1')
    expect(plain.outcome).toBe('hit')
    expect(plain.text).toBe(forged.text)
  })

  it('a forged X-Forwarded-Host fails to make the HTTPS redirect an open redirect, and no cache keeps the redirect', () => {
    for (const forged of ['evil.example', 'evil.example, vote.example', 'vote.example, evil.example']) {
      const request = new Request('http://10.0.0.5/es/voluntariado?zip=78701', { headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': forged, host: 'evil.example' } })
      const redirect = httpsUpgrade(request, getConfig().proxyTrust, getConfig().siteUrl)
      expect(redirect?.status).toBe(301)
      expect(redirect?.headers.get('location')).toBe('https://vote.example/es/voluntariado?zip=78701')
      expect(redirect?.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('a client-written first X-Forwarded-Proto entry fails to stop or cause the redirect: the trusted hop’s rightmost entry decides', () => {
    const redirect = (proto: string) => httpsUpgrade(new Request('http://10.0.0.5/', { headers: { 'x-forwarded-proto': proto } }), getConfig().proxyTrust, getConfig().siteUrl)
    expect(redirect('https, http')?.status).toBe(301)
    expect(redirect('http, https')).toBeNull()
  })

  it('a request naming a host that is not the site’s fails to enter the cache: private, no-store, rendered for itself', async () => {
    const first = await visit('/es/other-host', { host: 'evil.example' })
    const second = await visit('/es/other-host', { host: 'evil.example' })
    expect(first.response.headers.get('Cache-Control')).toBe('private, no-store')
    expect([first.outcome, second.outcome]).toEqual([null, null])
    expect(first.text).toContain('href="https://vote.example/es/other-host"')
    const forwarded = await visit('/es/other-host', { headers: { 'x-forwarded-host': 'evil.example' } })
    expect(forwarded.response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(forwarded.outcome).toBeNull()
    // The site's own host is kept as ever.
    expect((await visit('/es/other-host')).outcome).toBe('miss')
    expect((await visit('/es/other-host')).outcome).toBe('hit')
  })
})

describe('HEAD and the cache', () => {
  it('a HEAD fails to bypass the cache: for a kept page it is a hit that renders nothing', async () => {
    expect((await visit('/es/head-hit')).outcome).toBe('miss')
    const before = renders
    const head = await visit('/es/head-hit?utm_source=probe', { method: 'HEAD' })
    expect(head.outcome).toBe('hit')
    expect(head.response.status).toBe(200)
    expect(renders).toBe(before)
  })

  it('a HEAD miss fills the cache for the GETs after it', async () => {
    expect((await visit('/es/head-miss', { method: 'HEAD' })).outcome).toBe('miss')
    expect((await visit('/es/head-miss')).outcome).toBe('hit')
  })
})

describe('flooding the cache with junk URLs', () => {
  const REAL_PAGES = ['/es/real-one', '/es/real-two', '/real-three']

  it('2,000 junk query parameters fail to make 2,000 entries: one page, one render, and the real pages stay kept', async () => {
    for (const path of REAL_PAGES) expect((await visit(path)).outcome).toBe('miss')
    const before = renders
    for (let index = 0; index < 2_000; index++) {
      const junk = await visit(`/es/flooded?junk${index}=${index}&utm_source=${index}&fbclid=${index}`)
      expect(junk.outcome).toBe(index === 0 ? 'miss' : 'hit')
    }
    expect(renders).toBe(before + 1)
    for (const path of REAL_PAGES) expect((await visit(path)).outcome).toBe('hit')
  }, 60_000)

  it('2,000 values of a parameter the render reads, and 2,000 made-up paths, fail to push the real pages out', async () => {
    for (const path of REAL_PAGES) await visit(path)
    for (let index = 0; index < 2_000; index++) {
      await visit(`/es/flooded?zip=${String(index).padStart(5, '0')}`)
      await visit(`/missing-${index}`)
    }
    for (const path of REAL_PAGES) expect((await visit(path)).outcome).toBe('hit')
  }, 120_000)
})
