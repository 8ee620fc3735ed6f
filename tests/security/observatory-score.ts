/**
 * The HTTP Observatory's published scoring of a site's response headers
 * (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring): a baseline of 100, penalties
 * first, then — only when the result is 90 or more — the bonuses. 100 or more is an A+.
 *
 * What a scan reads is given to `observatoryScore` as facts: the HTML response over HTTPS (its
 * headers, cookies and markup), what a plain-HTTP request to the same URL answers, and whether a
 * foreign origin's credentialed request is let in. Each test yields one named result with its
 * modifier, so a failing score says which rule cost what.
 */

export type ScanFacts = {
  /** The page's response over HTTPS: header names in lower case. */
  headers: Record<string, string>
  /** Every Set-Cookie line of that response. */
  setCookies: string[]
  html: string
  /** The page's own origin, e.g. https://vote.example. */
  origin: string
  /** What the same URL answers over plain HTTP: a redirect's status and Location, or its status. */
  plainHttp: { status: number; location: string | null }
  /** The CORS headers answered to a credentialed request from a foreign origin. */
  foreignOrigin: { allowOrigin: string | null; allowCredentials: boolean }
}

export type TestResult = { test: string; result: string; modifier: number }

const SIX_MONTHS_SECONDS = 15_768_000

function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (!name) continue
    // The first occurrence of a directive wins; repeats are ignored by browsers.
    if (!directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values.map((value) => value.toLowerCase()))
  }
  return directives
}

/** Sources that let any script (or style) in: the same as 'unsafe-inline' for the Observatory. */
const WIDE_OPEN = new Set(["'unsafe-inline'", 'data:', '*', 'http:', 'https:'])
const ACTIVE_DIRECTIVES = ['script-src', 'style-src', 'object-src', 'frame-src', 'child-src', 'connect-src', 'worker-src']
const PASSIVE_DIRECTIVES = ['img-src', 'media-src', 'font-src']

function contentSecurityPolicyTest(headers: Record<string, string>): TestResult {
  const test = 'content-security-policy'
  const policy = headers['content-security-policy']
  if (!policy) return { test, result: 'csp-not-implemented', modifier: -25 }
  const directives = directivesOf(policy)
  if (directives.size === 0) return { test, result: 'csp-header-invalid', modifier: -25 }
  const effective = (name: string) => directives.get(name) ?? directives.get('default-src') ?? []
  const scripts = effective('script-src')
  const styles = effective('style-src')
  if (!directives.has('script-src') && !directives.has('default-src')) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  if (scripts.some((source) => WIDE_OPEN.has(source))) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  const insecure = (names: string[]) => names.some((name) => effective(name).some((source) => source === 'http:' || source.startsWith('http://')))
  if (insecure(ACTIVE_DIRECTIVES)) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 }
  if (scripts.includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  if (insecure(PASSIVE_DIRECTIVES)) return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 }
  if (styles.some((source) => WIDE_OPEN.has(source))) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  if (directives.get('default-src')?.join(' ') === "'none'") return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 }
}

type Cookie = { name: string; secure: boolean; httpOnly: boolean; sameSite: string | null }

function parseCookie(line: string): Cookie {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
  const attribute = (name: string) => attributes.find((candidate) => candidate.toLowerCase().split('=')[0] === name)
  return {
    name: pair.split('=')[0] ?? '',
    secure: Boolean(attribute('secure')),
    httpOnly: Boolean(attribute('httponly')),
    sameSite: attribute('samesite')?.split('=')[1]?.toLowerCase() ?? null,
  }
}

/** The Observatory's idea of a session cookie: its name says so. */
const isSessionCookie = (cookie: Cookie) => /sess|login|token|auth|sid/i.test(cookie.name)

function cookiesTest(setCookies: string[], headers: Record<string, string>): TestResult {
  const test = 'cookies'
  if (setCookies.length === 0) return { test, result: 'cookies-not-found', modifier: 0 }
  const cookies = setCookies.map(parseCookie)
  const hsts = Boolean(headers['strict-transport-security'])
  const sessions = cookies.filter(isSessionCookie)
  if (sessions.some((cookie) => !cookie.secure)) {
    return hsts ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 } : { test, result: 'cookies-session-without-secure-flag', modifier: -40 }
  }
  if (sessions.some((cookie) => !cookie.httpOnly)) return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 }
  if (cookies.some((cookie) => cookie.sameSite !== null && cookie.sameSite !== 'strict' && cookie.sameSite !== 'lax')) {
    return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 }
  }
  if (cookies.some((cookie) => !cookie.secure)) {
    return hsts ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 } : { test, result: 'cookies-without-secure-flag', modifier: -20 }
  }
  if (cookies.every((cookie) => cookie.sameSite !== null)) return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
}

function corsTest({ foreignOrigin }: Pick<ScanFacts, 'foreignOrigin'>): TestResult {
  const test = 'cross-origin-resource-sharing'
  if (!foreignOrigin.allowOrigin) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
  if (foreignOrigin.allowOrigin !== '*' && foreignOrigin.allowCredentials) {
    return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 }
  }
  return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
}

function redirectionTest({ plainHttp, origin }: Pick<ScanFacts, 'plainHttp' | 'origin'>): TestResult {
  const test = 'redirection'
  if (plainHttp.status < 300 || plainHttp.status >= 400 || !plainHttp.location) return { test, result: 'redirection-missing', modifier: -20 }
  const target = new URL(plainHttp.location, origin.replace(/^https:/, 'http:'))
  if (target.protocol !== 'https:') return { test, result: 'redirection-not-to-https', modifier: -20 }
  if (target.host !== new URL(origin).host) return { test, result: 'redirection-off-host-from-http', modifier: -5 }
  return { test, result: 'redirection-to-https', modifier: 0 }
}

const PRIVATE_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'])
const UNSAFE_REFERRER = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url'])

function referrerPolicyTest(headers: Record<string, string>): TestResult {
  const test = 'referrer-policy'
  const value = headers['referrer-policy']
  if (!value) return { test, result: 'referrer-policy-not-implemented', modifier: 0 }
  // Browsers use the last policy they understand.
  const policy = value.split(',').map((part) => part.trim().toLowerCase()).reverse().find((part) => PRIVATE_REFERRER.has(part) || UNSAFE_REFERRER.has(part) || part === 'no-referrer-when-downgrade')
  if (!policy) return { test, result: 'referrer-policy-header-invalid', modifier: -5 }
  if (PRIVATE_REFERRER.has(policy)) return { test, result: 'referrer-policy-private', modifier: 5 }
  if (UNSAFE_REFERRER.has(policy)) return { test, result: 'referrer-policy-unsafe', modifier: -5 }
  return { test, result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 }
}

function strictTransportSecurityTest(headers: Record<string, string>): TestResult {
  const test = 'strict-transport-security'
  const value = headers['strict-transport-security']
  if (!value) return { test, result: 'hsts-not-implemented', modifier: -20 }
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value)?.[1]
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 }
  if (Number(maxAge) < SIX_MONTHS_SECONDS) return { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
  // The preload bonus is for hosts on the browsers' preload list, which a scan looks up; not assumed here.
  return { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
}

function subresourceIntegrityTest({ html, origin }: Pick<ScanFacts, 'html' | 'origin'>): TestResult {
  const test = 'subresource-integrity'
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].flatMap(([, attributes = '']) => {
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1]
    return src ? [{ url: new URL(src, origin), integrity: /\bintegrity=/i.test(attributes) }] : []
  })
  const external = scripts.filter((script) => script.url.origin !== origin)
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 }
  if (external.length === 0) return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
  const allIntegrity = external.every((script) => script.integrity)
  const allSecure = external.every((script) => script.url.protocol === 'https:')
  if (allIntegrity && allSecure) return { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
  if (allIntegrity) return { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
  if (allSecure) return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 }
  return { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 }
}

function contentTypeOptionsTest(headers: Record<string, string>): TestResult {
  const test = 'x-content-type-options'
  const value = headers['x-content-type-options']
  if (!value) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 }
  if (value.trim().toLowerCase() !== 'nosniff') return { test, result: 'x-content-type-options-header-invalid', modifier: -5 }
  return { test, result: 'x-content-type-options-nosniff', modifier: 0 }
}

function frameOptionsTest(headers: Record<string, string>): TestResult {
  const test = 'x-frame-options'
  const policy = headers['content-security-policy']
  if (policy && directivesOf(policy).has('frame-ancestors')) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 }
  const value = headers['x-frame-options']?.trim().toLowerCase()
  if (!value) return { test, result: 'x-frame-options-not-implemented', modifier: -20 }
  if (value === 'deny' || value === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 }
}

function crossOriginResourcePolicyTest(headers: Record<string, string>): TestResult {
  const test = 'cross-origin-resource-policy'
  const value = headers['cross-origin-resource-policy']?.trim().toLowerCase()
  if (!value) return { test, result: 'corp-not-implemented', modifier: 0 }
  if (['same-origin', 'same-site', 'cross-origin'].includes(value)) return { test, result: `corp-implemented-with-${value}`, modifier: 0 }
  return { test, result: 'corp-header-invalid', modifier: -5 }
}

export function observatoryScore(facts: ScanFacts): { score: number; results: TestResult[] } {
  const results = [
    contentSecurityPolicyTest(facts.headers),
    cookiesTest(facts.setCookies, facts.headers),
    corsTest(facts),
    redirectionTest(facts),
    referrerPolicyTest(facts.headers),
    strictTransportSecurityTest(facts.headers),
    subresourceIntegrityTest(facts),
    contentTypeOptionsTest(facts.headers),
    frameOptionsTest(facts.headers),
    crossOriginResourcePolicyTest(facts.headers),
  ]
  const penalties = results.reduce((sum, result) => sum + Math.min(0, result.modifier), 0)
  const bonuses = results.reduce((sum, result) => sum + Math.max(0, result.modifier), 0)
  const afterPenalties = Math.max(0, 100 + penalties)
  return { score: afterPenalties >= 90 ? afterPenalties + bonuses : afterPenalties, results }
}
