/**
 * The page's HTML carries React Query's dehydrated state (ADR 055): the framework's SSR query
 * integration writes each query the loaders fetched, with its key, hash and state, into the
 * router's state, and the browser's cache starts from it. Read from the HTML as a visitor's
 * browser gets it, before any script runs.
 */
import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'

test.use({ baseURL: E2E_SERVERS.embedded.url })

/**
 * Each dehydrated query's key (from its hash, a JSON text inside the serialised state) and status:
 * the serialiser writes a query as `{dehydratedAt:…,state:{…status:"…"…},queryKey:…,queryHash:"…"}`.
 */
function dehydratedQueries(html: string): { key: unknown; status: string }[] {
  return html
    .split('dehydratedAt:')
    .slice(1)
    .map((query) => ({ hash: /queryHash:"((?:\\.|[^"\\])*)"/.exec(query)?.[1], status: /status:"(\w+)"/.exec(query)?.[1] ?? 'unknown' }))
    .filter((query) => query.hash !== undefined)
    .map(({ hash, status }) => ({ key: JSON.parse(JSON.parse(`"${hash}"`) as string) as unknown, status }))
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
  })
}
