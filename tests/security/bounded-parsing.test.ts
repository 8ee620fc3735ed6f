/**
 * Every parser a request reaches (URL, cookie, header, body) does work linear in its input, and
 * what it returns stays within its documented bounds (conventions 18). Each parser is run on long,
 * repeated, unicode and control-character input built from one unit repeated, at two lengths a
 * factor 32 apart; the time ratio must stay far below what a quadratic parser shows (1,024). No
 * absolute time is asserted, and noise can only make a linear parser pass: the shorter input's
 * time is the least of a few tries, and the longer one passes on its first try within the bound.
 * Linear builtins' cost per character varies about 4x across these lengths (caches, fast paths),
 * hence the 8x slack. Two scales: up to the tracking cap (15 -> 480 characters) and up to the
 * longest URL a server takes (500 -> 16,000).
 */
import { Script, createContext } from 'node:vm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withRefcodes } from '../../src/features/fundraising/donate-links.ts'
import { earlyRedirectScript } from '../../src/page-types/custom-donation-form-redirect/early-redirect-script.ts'
import { amountTextOf } from '../../src/page-types/policy-calculator/amount-search-param.ts'
import { parseAmount } from '../../src/page-types/policy-calculator/parse-amount.ts'
import { parsePlanCriteria } from '../../src/page-types/plans-landing/plan-search.ts'
import { MAX_QUERY_LENGTH, searchQueryOf } from '../../src/page-types/search-page/search-query.ts'
import { parseStackFrameLine } from '../../src/server/error-reporting/stack-frame-line.ts'
import { attributionOf } from '../../src/server/forms/submission-attribution.ts'
import { parseFormPost, isFormEncoded } from '../../src/server/forms/parse-form-post.ts'
import { clientAddress } from '../../src/server/http/client-address.ts'
import { isValidExpiringToken } from '../../src/server/http/expiring-token.ts'
import { parseIp, parseIpRange } from '../../src/server/http/ip-ranges.ts'
import { pageCacheUrl, paramsRead } from '../../src/server/http/page-cache-key.ts'
import { refuseOversizedBody } from '../../src/server/http/request-body-limit.ts'
import { cookieValue } from '../../src/server/http/request-cookie.ts'
import { httpsUpgrade } from '../../src/server/http/request-scheme.ts'
import { sitePath } from '../../src/server/preview/site-path.ts'
import { MAX_EXPERIMENT_PARAM_LENGTH } from '../../src/content-model/content-constants.ts'
import { answersFromEntries } from '../../src/shared/forms/answers-from-entries.ts'
import type { FormDefinition } from '../../src/shared/forms/form-definition.ts'
import { validateSubmission } from '../../src/shared/forms/validate-submission.ts'
import { errorFingerprint } from '../../src/shared/error-fingerprint.ts'
import { assignmentsInCookies, parseAssignments } from '../../src/shared/experiment-assignments.ts'
import { forcedVariations } from '../../src/shared/experiments/forced-variations.ts'
import { firstTouchRefcode, FIRST_TOUCH_STORAGE_KEY, refcodeFromSearch } from '../../src/shared/fundraising/first-touch-refcode.ts'
import { REFCODE_MAX_LENGTH, REFCODE_PATTERN, sanitizeRefcode } from '../../src/shared/fundraising/refcode-format.ts'
import { contentPathOf, localeFromPathname } from '../../src/shared/locale.ts'
import { REPORTABLE_TEXT_MAX_LENGTH, reportableText, reportableUrl } from '../../src/shared/reportable-text.ts'
import { initialStateFromUrl } from '../../src/stores/initial-state-from-url.ts'
import { CLOUDFLARE_GEOLOCATION_HEADERS, geolocationOfHeaders, locationFromGeolocation } from '../../src/server/location/edge-geolocation.ts'
import { locationInCookies, parseLocationCookie } from '../../src/shared/segments/location-cookie.ts'
import { memoryStorage } from '../support/memory-storage.ts'

/** Input length grows by this factor between the two runs… */
const FACTOR = 32
/** …and the time may grow by at most this much: linear is 32, quadratic 1,024. */
const MAX_TIME_RATIO = FACTOR * 8
const SCALES = [15, 500] as const
const TRIES = 5

/** Pieces attackers repeat: trimmed characters, separators, escapes, combining and wide characters, controls. */
const PIECES = ['_', '%', '?', ' ', '/', '//', ':', '(', ' (', 'at ', '-', '\u2212', ';', '=', '&', ',', '.', '$', '"', '{', '[', '\\', '+', '%5F', '%2F', 'a', 'Z', '1', '9', 'é', 'e\u0301', '\u00a0', '\u2028', '\ufdfa', '\u{1d518}', '\u0000', '\u001f', '\t', '\n', '\r']
const unit = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''))
/** A repeated unit between two edges: `a` + `_`×n + `b` is the reported attack. */
type Shape = { unit: string; before: string; after: string }
const shape: fc.Arbitrary<Shape> = fc.record({ unit, before: fc.constantFrom('', 'a', '-', '/', '['), after: fc.constantFrom('', 'b', 'x', '\n', ')') })
const KNOWN_ATTACKS: Shape[] = [
  { unit: '_', before: 'a', after: 'b' },
  { unit: ' ', before: '-', after: 'x' },
  { unit: '%', before: '[', after: '\n' },
  { unit: '?', before: 'a', after: '\n' },
  { unit: ' (', before: 'a', after: ':1:x' },
  { unit: '/', before: '/', after: 'x' },
]

const build = ({ unit: repeated, before, after }: Shape, length: number) => `${before}${repeated.repeat(Math.ceil(length / repeated.length))}${after}`

/** What an HTTP header can carry (no NUL, CR or LF; bytes, not wider characters): the server never sees more. */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')

function timeOf(run: (input: string) => unknown, input: string, iterations: number): number {
  const start = performance.now()
  for (let index = 0; index < iterations; index++) run(input)
  return performance.now() - start
}

/**
 * How much longer the parser takes on the longer input, as far as the bound needs to know: the
 * shorter one's least time over a few tries (enough calls that it takes about 2 ms), against the
 * longer one's tries until one is within the bound (the machine's other load only ever adds time).
 */
function timeRatio(run: (input: string) => unknown, small: string, large: string): number {
  run(small)
  let iterations = 1
  while (timeOf(run, small, iterations) < 2 && iterations < 1 << 14) iterations *= 2
  let smallTime = Infinity
  for (let attempt = 0; attempt < TRIES; attempt++) smallTime = Math.min(smallTime, timeOf(run, small, iterations))
  let ratio = Infinity
  for (let attempt = 0; attempt < TRIES && ratio >= MAX_TIME_RATIO; attempt++) ratio = Math.min(ratio, timeOf(run, large, iterations) / smallTime)
  return ratio
}

type Parser = {
  name: string
  /** The parser as a request reaches it, from one hostile string. */
  run: (input: string) => unknown
  /** Its documented bounds on what it returns. */
  bounded: (output: never, input: string) => void
}

const parser = <Output>(name: string, run: (input: string) => Output, bounded: (output: Output, input: string) => void = () => {}): Parser => ({
  name,
  run,
  bounded: bounded as Parser['bounded'],
})

const isRefcode = (value: string | null) => value === null || REFCODE_PATTERN.test(value)
const expectRefcode = (value: string | null) => expect(isRefcode(value), String(value)).toBe(true)
const encoded = encodeURIComponent
const PAGE = 'https://campaign.example'
const HOSTED_FORM = 'https://secure.example.org/donate/main'
const NOW = Date.UTC(2026, 10, 27)

/** The redirect page's inline script as the server writes it for this query and the browser then runs it: where it sends the visitor. */
function earlyRedirect(search: string, cookie: string): string | null {
  const query = new URLSearchParams(search)
  const source = earlyRedirectScript({ href: withRefcodes(HOSTED_FORM, { refcode: null, refcode2: sanitizeRefcode(query.get('refcode2')) }), arriving: refcodeFromSearch(query), disabledStates: [] })
  let destination: string | null = null
  const window = { localStorage: memoryStorage() }
  const context = createContext({ window, document: { cookie }, location: { href: `${PAGE}/give?${search}`, replace: (to: string) => (destination = to) }, URL, JSON, Date: { now: () => NOW }, RegExp })
  new Script(source).runInContext(context)
  return destination
}

const FORM: FormDefinition = {
  submitLabel: 'Send',
  fields: [
    { name: 'email', kind: 'email', label: 'Email', required: true },
    { name: 'zip', kind: 'zip', label: 'Zip' },
    { name: 'phone', kind: 'tel', label: 'Phone' },
    { name: 'message', kind: 'textarea', label: 'Message' },
    { name: 'topics', kind: 'checkboxes', label: 'Topics', options: [{ value: 'water', label: 'Water' }] },
  ],
}

const PARSERS: Parser[] = [
  parser('refcode sanitising (sanitizeRefcode)', sanitizeRefcode, expectRefcode),
  parser('refcodeFromSearch on utm_* values', (input) => refcodeFromSearch(new URLSearchParams(`utm_source=${encoded(input)}&utm_medium=1&utm_campaign=${encoded(input)}`)), expectRefcode),
  parser('refcodeFromSearch on refcode', (input) => refcodeFromSearch(new URLSearchParams(`refcode=${encoded(input)}`)), expectRefcode),
  parser('firstTouchRefcode from the URL and from a stored first touch', (input) => {
    const stored = firstTouchRefcode(memoryStorage(new Map([[FIRST_TOUCH_STORAGE_KEY, JSON.stringify({ refcode: input, at: NOW })]])), [], NOW)
    const arriving = firstTouchRefcode(memoryStorage(), [new URLSearchParams(`refcode=${encoded(input)}`), new URLSearchParams(`utm_source=${encoded(input)}`)], NOW)
    return [stored, arriving]
  }, (refcodes) => refcodes.forEach(expectRefcode)),
  parser('the redirect page’s early script (server facts and browser run)', (input) => earlyRedirect(`refcode2=${encoded(input)}&utm_source=${encoded(input)}`, headerSafe(input)), (destination) => {
    if (destination === null) return
    const url = new URL(destination)
    expect(destination.length).toBeLessThanOrEqual(HOSTED_FORM.length + 2 * (REFCODE_MAX_LENGTH + '&refcode2='.length))
    expectRefcode(url.searchParams.get('refcode'))
    expectRefcode(url.searchParams.get('refcode2'))
  }),
  parser('submission attribution (attributionOf)', (input) => attributionOf({ refcode: input, refcode2: input }, `exp=${encoded(JSON.stringify({ [input]: input }))}`), ({ refcode, refcode2 }) => {
    expectRefcode(refcode)
    expectRefcode(refcode2)
  }),
  parser('form-post parsing, answers and validation', (input) => {
    const body = `_form=contact&refcode=${encoded(input)}&email=${encoded(input)}&zip=${encoded(input)}&phone=${encoded(input)}&message=${encoded(input)}&topics=${encoded(input)}&${input}`
    const post = parseFormPost(body, new URL(`${PAGE}/act?refcode2=${encoded(input)}`))
    const answers = post ? answersFromEntries(FORM, post.entries) : {}
    return { post, checked: validateSubmission(FORM, answers), encoded: isFormEncoded(new Request(PAGE, { method: 'POST', headers: { 'content-type': headerSafe(input) } })) }
  }, ({ post, checked }) => {
    if (post) expect(attributionOf(post.attribution, null).refcode === null || isRefcode(attributionOf(post.attribution, null).refcode)).toBe(true)
    if (checked.ok) for (const value of Object.values(checked.answers)) if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(2_000)
  }),
  parser('the location cookie and the CDN’s visitor-location headers (parseLocationCookie, locationFromGeolocation)', (input) => {
    const json = encoded(JSON.stringify({ zip: input, stateCode: input, city: input, latitude: input, longitude: input }))
    const headers = new Headers({ 'cf-ipcountry': headerSafe(`US${input}`), 'cf-region-code': headerSafe(input), 'cf-ipcity': headerSafe(input), 'cf-iplatitude': headerSafe(input), 'cf-postal-code': headerSafe(input) })
    return [parseLocationCookie(input), parseLocationCookie(encoded(input)), locationInCookies(headerSafe(`location=${json}`)), locationFromGeolocation(geolocationOfHeaders(headers, CLOUDFLARE_GEOLOCATION_HEADERS)), locationFromGeolocation({ country: 'US', region: 'IA', city: input, latitude: input, postalCode: input })]
  }, (locations) => {
    for (const location of locations) {
      if (location === null) continue
      expect(location.city === undefined || location.city.length <= 100).toBe(true)
      expect(location.zip === undefined || /^\d{5}$/.test(location.zip)).toBe(true)
      expect(location.stateCode === undefined || /^[A-Z]{2}$/.test(location.stateCode)).toBe(true)
    }
  }),
  parser('cookie parsing (cookieValue, exp assignments)', (input) => {
    const header = headerSafe(`a=${input}; exp=${input}; ${input}`)
    const request = new Request(PAGE, { headers: { cookie: header } })
    return [cookieValue(request, 'exp'), assignmentsInCookies(header), parseAssignments(input), assignmentsInCookies(`exp=${encoded(JSON.stringify({ a: input }))}`)]
  }, ([, ...assignments]) => {
    for (const found of assignments as Record<string, string>[]) for (const value of Object.values(found)) expect(typeof value).toBe('string')
  }),
  parser('client address (X-Forwarded-For, peer) and IP ranges', (input) => {
    const headers = new Headers({ 'x-forwarded-for': headerSafe(`${input}, ${input}, 203.0.113.7`), 'cf-connecting-ip': headerSafe(input) })
    const ranges = [parseIpRange('10.0.0.0/8')!]
    return [
      clientAddress({ peer: '10.0.0.1', headers, trust: { kind: 'ranges', ranges }, onWorkers: false }),
      clientAddress({ peer: '10.0.0.1', headers, trust: { kind: 'hops', hops: 2 }, onWorkers: false }),
      clientAddress({ peer: input, headers, trust: { kind: 'none' }, onWorkers: false }),
      clientAddress({ peer: input, headers, trust: { kind: 'none' }, onWorkers: true }),
      parseIp(input),
      parseIpRange(input),
    ]
  }, (outputs) => {
    for (const address of outputs.slice(0, 4) as string[]) expect(address.length).toBeLessThanOrEqual(64)
  }),
  parser('page cache key (pageCacheUrl)', (input) => pageCacheUrl(`${PAGE}/donate?utm_source=${input}&amount=${input}&${input}`, 'https://campaign.example', paramsRead(['zip', 'experiment-*', 'utm_*', 'amount'])), (key, input) => {
    expect(key.length).toBeLessThanOrEqual(3 * new URL(`${PAGE}/donate?utm_source=${input}&amount=${input}&${input}`).href.length)
  }),
  parser('zip and language from the URL (initialStateFromUrl)', (input) => initialStateFromUrl(new URL(`${PAGE}/${encoded(input)}?zip=${encoded(input)}`)), ({ segments }) => {
    const { zip } = segments as { zip?: string }
    if (zip !== undefined) expect(zip).toMatch(/^\d{5}$/)
  }),
  parser('page path and language (contentPathOf, localeFromPathname)', (input) => {
    const { pathname } = new URL(`${PAGE}/${input}`)
    return [contentPathOf(pathname), localeFromPathname(pathname)] as const
  }, ([asked, fromPath]) => {
    for (const path of [asked?.path, fromPath.contentPath]) {
      if (path === undefined) continue
      expect(path.startsWith('/')).toBe(true)
      expect(path.includes('//')).toBe(false)
    }
    if (asked) expect(asked.path.length).toBeLessThanOrEqual(2_048)
  }),
  parser('experiment forced-variation parameters', (input) => forcedVariations(new URLSearchParams(`experiment-${encoded(input)}=${encoded(input)}&experiment-a=${encoded(input)}`)), (forced) => {
    for (const [name, variation] of Object.entries(forced)) {
      expect(name.length).toBeLessThanOrEqual(MAX_EXPERIMENT_PARAM_LENGTH)
      expect(variation.length).toBeLessThanOrEqual(MAX_EXPERIMENT_PARAM_LENGTH)
    }
  }),
  parser('search and plans ?q= (searchQueryOf, parsePlanCriteria)', (input) => [searchQueryOf({ q: input }), parsePlanCriteria({ q: input, topic: input })] as const, ([q, criteria]) => {
    expect(q.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
    expect(criteria.q.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
  }),
  parser('policy calculator ?amount= (parseAmount)', (input) => parseAmount(amountTextOf(input) ?? '', 'en-US', 1e12), (parsed) => {
    if (parsed.ok) expect(Number.isFinite(parsed.value)).toBe(true)
  }),
  parser('forwarded scheme and host (httpsUpgrade)', (input) => {
    const request = new Request(`http://campaign.example/give?x=${encoded(input)}`, { headers: { 'x-forwarded-proto': 'http', 'x-forwarded-host': headerSafe(`${input},x`) } })
    return httpsUpgrade(request, { kind: 'hops', hops: 1 }, 'https://campaign.example')?.headers.get('location') ?? null
  }, (location) => {
    if (location !== null) expect(new URL(location).protocol).toBe('https:')
  }),
  parser('preview return path, token and body headers', (input) => [sitePath(input), isValidExpiringToken('preview', input, 'secret', NOW), refuseOversizedBody(new Request(PAGE, { method: 'POST', body: '', headers: { 'content-length': headerSafe(input) } }))?.status ?? null] as const, ([path]) => {
    expect(path.length).toBeLessThanOrEqual(2_048)
  }),
  parser('error fingerprints and stack frame lines', (input) => [errorFingerprint('Error', input, { function: 'f', filename: input, lineno: 1 }), parseStackFrameLine(`at ${input}`)] as const, ([fingerprint], input) => {
    expect(fingerprint.length).toBeLessThanOrEqual(300 + input.length)
  }),
  parser('error report text and URLs (reportableText, reportableUrl)', (input) => [reportableText(`failed for ${input}`), reportableUrl(`/${input}`)] as const, ([text]) => {
    expect(text.length).toBeLessThanOrEqual(REPORTABLE_TEXT_MAX_LENGTH + 1)
  }),
]

describe('request-facing parsers, on long repeated hostile input', () => {
  it.each(PARSERS.map((entry) => [entry.name, entry] as const))('%s: a crafted input never costs super-linear time, and the output stays within its bounds', (_name, { run, bounded }) => {
    fc.assert(
      fc.property(shape, (hostile) => {
        for (const length of SCALES) {
          const small = build(hostile, length)
          const large = build(hostile, length * FACTOR)
          bounded(run(small) as never, small)
          bounded(run(large) as never, large)
          const ratio = timeRatio(run, small, large)
          expect(ratio, `${JSON.stringify(hostile)} at ${length} -> ${length * FACTOR} characters`).toBeLessThan(MAX_TIME_RATIO)
        }
      }),
      { numRuns: 6, examples: KNOWN_ATTACKS.map((attack) => [attack]) },
    )
  }, 120_000)
})
