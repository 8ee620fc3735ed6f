/**
 * The page's HTML carries React Query's dehydrated state (ADR 055): the framework's SSR query
 * integration writes each query the loaders fetched, with its key, hash and state, into the
 * router's state, and the browser's cache starts from it. Read from the HTML as a visitor's
 * browser gets it, before any script runs. Each query's data is one JSON text, and the page's head
 * for crawlers is in the HTML's head only, not in the state (ADR 060).
 */
import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { collectPageErrors, waitForHydration } from './support/page-errors'

test.use({ baseURL: E2E_SERVERS.embedded.url })

/**
 * Each dehydrated query's key (from its hash, a JSON text inside the serialised state) and status:
 * the serialiser writes a query as `{dehydratedAt:…,state:{…status:"…"…},queryKey:…,queryHash:"…"}`.
 */
function dehydratedQueries(html: string): { key: unknown; status: string; data: unknown }[] {
  // The serialiser writes a string as a JavaScript literal: a \xNN escape is JSON's \u00NN.
  const jsString = (text: string) => JSON.parse(`"${text.replace(/\\x([0-9a-f]{2})/gi, '\\u00$1')}"`) as string
  return html
    .split('dehydratedAt:')
    .slice(1)
    .map((query) => ({
      hash: /queryHash:"((?:\\.|[^"\\])*)"/.exec(query)?.[1],
      data: /state:(?:\$R\[\d+\]=)?\{data:"((?:\\.|[^"\\])*)"/.exec(query)?.[1],
      status: /status:"(\w+)"/.exec(query)?.[1] ?? 'unknown',
    }))
    .filter((query) => query.hash !== undefined)
    .map(({ hash, data, status }) => ({ key: JSON.parse(jsString(hash ?? '')) as unknown, data: data === undefined ? undefined : (JSON.parse(jsString(data)) as unknown), status }))
}

for (const { path, locale } of [
  { path: '/', locale: 'en-US' },
  { path: '/es/dona', locale: 'es-MX' },
] as const) {
  test(`${path}: the HTML holds the queries its loaders fetched, each successful`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const queries = dehydratedQueries(await response.text())
    const keys = queries.map((query) => query.key)
    expect(keys).toContainEqual(['content', 'page', locale, path, {}])
    expect(keys).toContainEqual(['content', 'site-settings', locale])
    expect(keys).toContainEqual(['config', 'public'])
    expect(keys.some((key) => Array.isArray(key) && key[0] === 'content' && key[1] === 'labels' && key.includes('shell'))).toBe(true)
    expect(queries.filter((query) => query.status !== 'success')).toEqual([])
    // Each query's data is a JSON text the browser parses (serializeData), the page's view among them.
    const view = queries.find((query) => JSON.stringify(query.key) === JSON.stringify(['content', 'page', locale, path, {}]))?.data as { page?: { path?: string } } | undefined
    expect(view?.page?.path).toBe(path)
  })
}

for (const server of [E2E_SERVERS.embedded, E2E_SERVERS.richHomepage]) {
  test(`${server.url}: the crawlers' head is in the HTML once, not in the dehydrated state`, async ({ request }) => {
    const html = await (await request.get(`${server.url}/`)).text()
    const keys = dehydratedQueries(html).map((query) => query.key)
    expect(keys.filter((key) => Array.isArray(key) && key[1] === 'page-head')).toEqual([])
    for (const fact of ['canonical', 'og:url', '@graph']) expect(html.split(fact).length - 1, fact).toBe(1)
  })
}

test('a client navigation shows the next page’s title, and no crawler tag of the first page stays', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.goto('/')
  await waitForHydration(page)
  const firstTitle = await page.title()
  // A mark on the window: it survives a client navigation, not a page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.locator('[data-region="navigation"] nav a[href^="/"]').first().click()
  await expect(page).not.toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page).not.toHaveTitle(firstTitle)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(await page.locator('head link[rel="canonical"], head meta[property="og:url"], head script[type="application/ld+json"]').count()).toBe(0)
  expect(errors).toEqual([])
})
