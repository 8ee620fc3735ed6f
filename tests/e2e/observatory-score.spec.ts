/**
 * Every page type's response, as the deployed site answers it behind its TLS proxy, scored by the
 * HTTP Observatory's published header rules (tests/security/observatory-score.ts): 100 or more
 * (A+). A plain-HTTP visit is redirected to HTTPS on the same host; a foreign origin gets no
 * credentialed CORS. The embedded server runs with TRUST_PROXY, as a site behind a CDN does.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { observatoryScore, type ScanFacts } from '../security/observatory-score'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, entriesOfType, entryById, pageUrlOf } from './support/embedded-content'

const exportPath = E2E_SERVERS.embedded.exportPath
const HOST = new URL(E2E_SERVERS.embedded.url).host
const ORIGIN = `https://${HOST}`

async function scan(request: APIRequestContext, path: string): Promise<ScanFacts> {
  const overTls = await request.get(path, { headers: { 'x-forwarded-proto': 'https' }, maxRedirects: 0 })
  const plain = await request.get(path, { headers: { 'x-forwarded-proto': 'http' }, maxRedirects: 0 })
  const foreign = await request.get(path, { headers: { 'x-forwarded-proto': 'https', origin: 'https://foreign.example' }, maxRedirects: 0 })
  return {
    origin: ORIGIN,
    headers: overTls.headers(),
    setCookies: overTls.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value),
    html: await overTls.text(),
    plainHttp: { status: plain.status(), location: plain.headers()['location'] ?? null },
    foreignOrigin: { allowOrigin: foreign.headers()['access-control-allow-origin'] ?? null, allowCredentials: foreign.headers()['access-control-allow-credentials'] === 'true' },
  }
}

const pages = pageTypeRegistry.flatMap((definition) => entriesOfPageType(exportPath, definition.id).slice(0, 1).map((entry) => ({ id: definition.id, entry })))

for (const locale of ['en-US', 'es-MX'] as const) {
  test(`every page type scores A+ by the Observatory's header rules in ${locale}`, async ({ playwright }) => {
    // A new visitor for each page: no cookie carried over, so a page that assigns an experiment sets its cookie.
    const scores: string[] = []
    for (const { id, entry } of pages) {
      const request = await playwright.request.newContext({ baseURL: E2E_SERVERS.embedded.url })
      const facts = await scan(request, pageUrlOf(entry, locale))
      await request.dispose()
      const { score, results } = observatoryScore(facts)
      if (score < 100) scores.push(`${id} ${pageUrlOf(entry, locale)}: ${score} (${results.filter((result) => result.modifier < 0).map((result) => result.result).join(', ')})`)
    }
    expect(scores).toEqual([])
  })
}

test('the 404 page scores A+ too, in both languages', async ({ request }) => {
  for (const path of ['/no-such-page', '/es/no-existe']) {
    const { score, results } = observatoryScore(await scan(request, path))
    expect(score, `${path}: ${JSON.stringify(results)}`).toBeGreaterThanOrEqual(100)
  }
})

test('an experiment cookie handed out over HTTPS is Secure and SameSite', async ({ playwright }) => {
  const experiment = entriesOfType(exportPath, 'experiment').find((entry) => entry.fields.isActive?.['en-US'] === true)!
  const name = experiment.fields.experimentName!['en-US'] as string
  const variation = entryById(exportPath, (experiment.fields.variations!['en-US'] as { sys: { id: string } }[])[0]!.sys.id)!
  const request = await playwright.request.newContext({ baseURL: E2E_SERVERS.embedded.url })
  // A forced variation is an assignment this visitor did not have yet: the response hands out the cookie.
  const response = await request.get(`/?experiment-${encodeURIComponent(name)}=${encodeURIComponent(variation.fields.variationName!['en-US'] as string)}`, {
    headers: { 'x-forwarded-proto': 'https' },
  })
  const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')
  expect(cookies).toHaveLength(1)
  expect(cookies[0]!.value).toMatch(/;\s*Secure/i)
  expect(cookies[0]!.value).toMatch(/;\s*SameSite=(Lax|Strict)/i)
  await request.dispose()
})

test('a plain-HTTP visit through the proxy is sent to the same URL over HTTPS; a form post keeps its method', async ({ request }) => {
  const get = await request.get('/es/voluntariado?zip=78701', { headers: { 'x-forwarded-proto': 'http' }, maxRedirects: 0 })
  expect(get.status()).toBe(301)
  expect(get.headers()['location']).toBe(`https://${HOST}/es/voluntariado?zip=78701`)
  const post = await request.post('/api/webhooks/contributions', { headers: { 'x-forwarded-proto': 'http' }, data: {}, maxRedirects: 0 })
  expect(post.status()).toBe(308)
})
