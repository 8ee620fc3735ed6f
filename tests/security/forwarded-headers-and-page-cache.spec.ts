/**
 * The forwarded-header and cache-flooding attacks over HTTP, against the production build as the
 * embedded server runs it: behind one trusted proxy (TRUST_PROXY=true) with its public origin
 * SITE_URL=http://127.0.0.1:4310 (tests/e2e/servers.ts). The in-process replay with more cases:
 * forwarded-headers-and-page-cache.test.ts.
 */
import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from '../e2e/servers'
import { entriesOfPageType, pageUrlOf } from '../e2e/support/embedded-content'
import { freshCopy } from '../e2e/support/fresh-copy'

const SITE = E2E_SERVERS.embedded.url
const exportPath = E2E_SERVERS.embedded.exportPath
const contentPage = pageUrlOf(entriesOfPageType(exportPath, 'contentDetail')[0]!, 'es-MX')

test.use({ baseURL: SITE })

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

test('a forged X-Forwarded-Proto or X-Forwarded-Host fails to reach the links of the page the next visitor gets', async ({ request }) => {
  const url = `${contentPage}?${freshCopy()}`
  const forgedScheme = await request.get(url, { headers: { 'x-forwarded-proto': 'https' } })
  expect(forgedScheme.headers()['x-origin-cache']).toBe('miss')
  const html = await forgedScheme.text()
  expect(canonicalOf(html)).toBe(`${SITE}${contentPage}`)

  const forgedHost = await request.get(url, { headers: { 'x-forwarded-host': 'evil.example' } })
  // A host that is not the site's: answered for that request alone, its links still the site's.
  expect(forgedHost.headers()['cache-control']).toBe('private, no-store')
  expect(forgedHost.headers()['x-origin-cache']).toBeUndefined()
  expect(await forgedHost.text()).not.toContain('evil.example')

  const plain = await request.get(url)
  expect(plain.headers()['x-origin-cache']).toBe('hit')
  expect(await plain.text()).toBe(html)
})

test('a forged X-Forwarded-Host fails to make the HTTPS redirect an open redirect, and the redirect is never cached', async ({ request }) => {
  for (const forged of ['evil.example', 'evil.example, 127.0.0.1:4310', '127.0.0.1:4310, evil.example']) {
    const response = await request.get('/es/voluntariado?zip=78701', { headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': forged }, maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers()['location']).toBe(`https://${new URL(SITE).host}/es/voluntariado?zip=78701`)
    expect(response.headers()['cache-control']).toBe('no-store')
  }
  // The client's own first entry is not the proxy's word: the rightmost, trusted one decides.
  expect((await request.get(contentPage, { headers: { 'x-forwarded-proto': 'http, https' }, maxRedirects: 0 })).status()).toBe(200)
})

test('a HEAD fails to bypass the origin cache: for a kept page it is a hit', async ({ request }) => {
  const url = `${contentPage}?${freshCopy()}`
  expect((await request.get(url)).headers()['x-origin-cache']).toBe('miss')
  const head = await request.head(`${url}&utm_source=probe`)
  expect(head.status()).toBe(200)
  expect(head.headers()['x-origin-cache']).toBe('hit')
  // A HEAD miss renders and keeps the page for the GET after it.
  const other = `${contentPage}?${freshCopy(`${Date.now()}-head`)}`
  expect((await request.head(other)).headers()['x-origin-cache']).toBe('miss')
  expect((await request.get(other)).headers()['x-origin-cache']).toBe('hit')
})

test('2,000 junk query parameters fail to make new cache entries: the one page is rendered again only as it ages', async ({ request }) => {
  test.setTimeout(120_000)
  const url = `${contentPage}?${freshCopy()}`
  expect((await request.get(url)).headers()['x-origin-cache']).toBe('miss')
  const startedAt = Date.now()
  const outcomes: Record<string, number> = {}
  for (let index = 0; index < 2_000; index++) {
    const outcome = (await request.get(`${url}&junk${index}=${index}&fbclid=${index}`)).headers()['x-origin-cache'] ?? 'none'
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1
  }
  // A kept page is fresh for ten seconds, then rendered again once: renders follow the clock, not the URLs.
  const ages = Math.ceil((Date.now() - startedAt) / 10_000)
  expect(outcomes['miss'] ?? 0).toBeLessThanOrEqual(ages)
  expect((outcomes['hit'] ?? 0) + (outcomes['stale'] ?? 0) + (outcomes['coalesced'] ?? 0)).toBeGreaterThanOrEqual(2_000 - ages)
})

test('a Host that is not the site’s fails to enter the cache: every such request is answered private, no-store', async () => {
  const get = (host: string) =>
    new Promise<{ cacheControl: string | undefined; outcome: string | undefined }>((resolve, reject) => {
      const outgoing = httpRequest(`${SITE}${contentPage}`, { headers: { host } }, (response) => {
        response.resume()
        resolve({ cacheControl: response.headers['cache-control'], outcome: response.headers['x-origin-cache'] as string | undefined })
      })
      outgoing.on('error', reject)
      outgoing.end()
    })
  for (const host of ['evil.example', 'evil.example', 'junk-1.example:4310']) {
    expect(await get(host)).toEqual({ cacheControl: 'private, no-store', outcome: undefined })
  }
})
