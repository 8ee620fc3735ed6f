/**
 * Generated hostile URLs against the production server: 10,000 paths and query strings from a
 * fixed seed (so a failure replays), built from the site's own page paths and query parameters,
 * traversal, encoded nulls, bad UTF-8, overlong segments and markup. Every answer must be below
 * 500, and no markup a request carried may come back unescaped. Bounded: a few requests at a
 * time, and the test stops at its own timeout.
 */
import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { E2E_SERVERS } from './servers'
import { entriesOfType, readExport } from './support/embedded-content'

const SEED = 20261125
const CASES = 10_000
const CONCURRENCY = 6
const BASE = E2E_SERVERS.embedded.url

/** Paths the site really serves, so generated URLs reach page types and not only the 404 page. */
const realPaths = readExport(E2E_SERVERS.embedded.exportPath)
  .entries.flatMap((entry) => Object.values((entry.fields.path ?? {}) as Record<string, string>))
  .filter((path) => typeof path === 'string')
const experimentNames = entriesOfType(E2E_SERVERS.embedded.exportPath, 'experiment').map((entry) => String(entry.fields.experimentName?.['en-US']))

/** Markup with a per-case marker: if it comes back as written, the page reflected it unescaped. */
const markup = (marker: string) =>
  fc.constantFrom(
    `<x-fuzz-${marker}>`,
    `"><x-fuzz-${marker} onload=alert(1)>`,
    `'><x-fuzz-${marker}/>`,
    `</script><x-fuzz-${marker}>`,
    `javascript:<x-fuzz-${marker}>`,
  )

const hostileSegment = fc.oneof(
  fc.constantFrom('..', '%2e%2e', '..%2f', '%2e%2e%2f', '..%5c', '%00', 'a%00.html', '%C3%28', '%E0%A4%A', '%FF%FE', '%', '%%32%65', ';', '~', '.', 'es', 'api', '_serverFn', 'sandbox-donations'),
  fc.string({ maxLength: 24 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.integer({ min: 200, max: 9_000 }).map((length) => 'a'.repeat(length)),
)

const queryKey = fc.oneof(
  fc.constantFrom('zip', 'q', 'topic', 'amount', 'refcode', 'refcode2', 'utm_source', 'utm_campaign', 'view', 'page', ...experimentNames.map((name) => `experiment-${name}`)),
  fc.string({ minLength: 1, maxLength: 16 }),
)

const fuzzCase = fc.integer({ min: 0, max: 2 ** 31 }).chain((id) => {
  const marker = id.toString(36)
  const value = fc.oneof(markup(marker), fc.string({ maxLength: 40 }), fc.constantFrom('78701', '00000', '-1', '1e309', 'NaN', '%00', '\u0000', 'x'.repeat(3_000)))
  return fc.record({
    marker: fc.constant(marker),
    base: fc.constantFrom('', '/es', ...realPaths.map((path) => path.replace(/\/$/, ''))),
    segments: fc.array(fc.oneof(hostileSegment, markup(marker).map(encodeURIComponent)), { maxLength: 4 }),
    query: fc.array(fc.tuple(queryKey, value), { maxLength: 4 }),
    rawQuery: fc.boolean(),
  })
})

type FuzzCase = { marker: string; base: string; segments: string[]; query: [string, string][]; rawQuery: boolean }

function urlOf(fuzz: FuzzCase): string {
  const path = `${fuzz.base}/${fuzz.segments.join('/')}`.replace(/^(?!\/)/, '/')
  // Some queries go raw (unencoded markup), as a hostile link would send them; fetch encodes only what it must.
  const query = fuzz.query.map(([key, value]) => (fuzz.rawQuery ? `${key}=${value}` : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)).join('&')
  return `${path}${query ? `?${query}` : ''}`
}

test('10,000 generated hostile paths and query strings: no 5xx, nothing reflected unescaped', async () => {
  test.setTimeout(10 * 60_000)
  const cases = fc.sample(fuzzCase, { seed: SEED, numRuns: CASES }) as FuzzCase[]
  expect(cases).toHaveLength(CASES)
  const serverErrors: string[] = []
  const reflected: string[] = []
  let answered = 0
  let next = 0
  async function worker() {
    while (next < cases.length) {
      const fuzz = cases[next++]!
      const url = urlOf(fuzz)
      let response: Response
      try {
        response = await fetch(`${BASE}${url}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) })
      } catch (error) {
        // A URL the client itself cannot send (fetch refuses it) tests nothing on the server.
        if (error instanceof TypeError && !String(error.cause ?? '').includes('ECONN')) continue
        serverErrors.push(`${url.slice(0, 120)}: ${String(error)}`)
        continue
      }
      const body = await response.text()
      answered++
      if (response.status >= 500) serverErrors.push(`${response.status} ${url.slice(0, 120)}`)
      if (body.toLowerCase().includes(`<x-fuzz-${fuzz.marker}`)) reflected.push(url.slice(0, 160))
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  expect(serverErrors).toEqual([])
  expect(reflected).toEqual([])
  // Nearly every case reached the server (fetch refuses only a few malformed URLs).
  expect(answered).toBeGreaterThan(CASES * 0.95)
})
