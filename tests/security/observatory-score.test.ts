import { describe, expect, it } from 'vitest'
import { observatoryScore, type ScanFacts } from './observatory-score'

const STRONG: ScanFacts = {
  origin: 'https://vote.example',
  headers: {
    'content-security-policy': "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
    'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  },
  setCookies: [],
  html: '<script src="/assets/main.js" type="module"></script>',
  plainHttp: { status: 301, location: 'https://vote.example/' },
  foreignOrigin: { allowOrigin: null, allowCredentials: false },
}
const facts = (change: Omit<Partial<ScanFacts>, 'headers'> & { headers?: Record<string, string | undefined> }): ScanFacts => {
  const headers = Object.fromEntries(Object.entries({ ...STRONG.headers, ...change.headers }).filter((entry): entry is [string, string] => entry[1] !== undefined))
  return { ...STRONG, ...change, headers }
}
const resultOf = (scan: ScanFacts, test: string) => observatoryScore(scan).results.find((result) => result.test === test)?.result

describe('the Observatory header score', () => {
  it('gives strict headers an A+ with the CSP, referrer and framing bonuses', () => {
    const { score, results } = observatoryScore(STRONG)
    expect(score).toBe(120)
    expect(results.filter((result) => result.modifier !== 0).map((result) => result.result)).toEqual([
      'csp-implemented-with-no-unsafe-default-src-none',
      'referrer-policy-private',
      'x-frame-options-implemented-via-csp',
    ])
  })

  it('gives default-src self 5 for the policy instead of 10', () => {
    const scan = facts({ headers: { 'content-security-policy': "default-src 'self'; frame-ancestors 'none'" } })
    expect(resultOf(scan, 'content-security-policy')).toBe('csp-implemented-with-no-unsafe')
    expect(observatoryScore(scan).score).toBe(115)
  })

  it('takes 20 for unsafe-inline scripts, or for a script source that lets anything in', () => {
    for (const source of ["'unsafe-inline'", 'https:', 'data:', '*']) {
      const scan = facts({ headers: { 'content-security-policy': `default-src 'self'; script-src 'self' ${source}; frame-ancestors 'none'` } })
      expect(resultOf(scan, 'content-security-policy'), source).toBe('csp-implemented-with-unsafe-inline')
    }
    // 100 - 20 = 80: under 90, so no bonus counts.
    expect(observatoryScore(facts({ headers: { 'content-security-policy': "script-src 'unsafe-inline'; frame-ancestors 'none'" } })).score).toBe(80)
  })

  it('counts unsafe-inline styles as no bonus, plain-http scripts as -20 and plain-http images as -10', () => {
    expect(resultOf(facts({ headers: { 'content-security-policy': "default-src 'self'; style-src 'self' 'unsafe-inline'" } }), 'content-security-policy')).toBe(
      'csp-implemented-with-unsafe-inline-in-style-src-only',
    )
    expect(resultOf(facts({ headers: { 'content-security-policy': "default-src 'self'; connect-src http://127.0.0.1:4399" } }), 'content-security-policy')).toBe(
      'csp-implemented-with-insecure-scheme',
    )
    expect(resultOf(facts({ headers: { 'content-security-policy': "default-src 'self'; img-src http://cdn.example" } }), 'content-security-policy')).toBe(
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    )
  })

  it('takes 25 without a policy, 20 without HSTS or framing protection, 5 without nosniff', () => {
    const { score } = observatoryScore(
      facts({ headers: { 'content-security-policy': undefined, 'strict-transport-security': undefined, 'x-content-type-options': undefined } }),
    )
    // 100 - 25 (CSP) - 20 (HSTS) - 20 (no frame-ancestors, no X-Frame-Options) - 5 (nosniff)
    expect(score).toBe(30)
  })

  it('takes 10 for HSTS under six months', () => {
    expect(resultOf(facts({ headers: { 'strict-transport-security': 'max-age=86400' } }), 'strict-transport-security')).toBe('hsts-implemented-max-age-less-than-six-months')
  })

  it('requires a redirect from plain HTTP to HTTPS on the same host', () => {
    expect(resultOf(facts({ plainHttp: { status: 200, location: null } }), 'redirection')).toBe('redirection-missing')
    expect(resultOf(facts({ plainHttp: { status: 301, location: 'http://vote.example/' } }), 'redirection')).toBe('redirection-not-to-https')
    expect(resultOf(facts({ plainHttp: { status: 301, location: 'https://www.vote.example/' } }), 'redirection')).toBe('redirection-off-host-from-http')
    // 100 - 20 = 80: the bonuses no longer count.
    expect(observatoryScore(facts({ plainHttp: { status: 200, location: null } })).score).toBe(80)
  })

  it('rewards secure SameSite cookies and punishes insecure or exposed session cookies', () => {
    expect(resultOf(facts({ setCookies: ['exp=a:b; Path=/; Secure; SameSite=Lax'] }), 'cookies')).toBe('cookies-secure-with-httponly-sessions-and-samesite')
    expect(resultOf(facts({ setCookies: ['exp=a:b; Path=/; SameSite=Lax'] }), 'cookies')).toBe('cookies-without-secure-flag-but-protected-by-hsts')
    expect(resultOf(facts({ setCookies: ['exp=a:b; Secure; SameSite=None'] }), 'cookies')).toBe('cookies-samesite-flag-invalid')
    expect(resultOf(facts({ setCookies: ['sessionid=1; Secure; SameSite=Lax'] }), 'cookies')).toBe('cookies-session-without-httponly-flag')
  })

  it('punishes credentialed CORS open to any origin, not public CORS', () => {
    expect(resultOf(facts({ foreignOrigin: { allowOrigin: 'https://evil.example', allowCredentials: true } }), 'cross-origin-resource-sharing')).toBe(
      'cross-origin-resource-sharing-implemented-with-universal-access',
    )
    expect(resultOf(facts({ foreignOrigin: { allowOrigin: '*', allowCredentials: false } }), 'cross-origin-resource-sharing')).toBe(
      'cross-origin-resource-sharing-implemented-with-public-access',
    )
  })

  it('asks integrity of scripts from other origins only', () => {
    expect(resultOf(facts({ html: '<script src="https://provider.example/x.js"></script>' }), 'subresource-integrity')).toBe('sri-not-implemented-but-external-scripts-loaded-securely')
    expect(resultOf(facts({ html: '<script src="https://provider.example/x.js" integrity="sha384-x"></script>' }), 'subresource-integrity')).toBe(
      'sri-implemented-and-external-scripts-loaded-securely',
    )
    expect(resultOf(facts({ html: '<script src="http://provider.example/x.js"></script>' }), 'subresource-integrity')).toBe(
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
    )
  })

  it('reads the last referrer policy a browser understands', () => {
    expect(resultOf(facts({ headers: { 'referrer-policy': 'unsafe-url' } }), 'referrer-policy')).toBe('referrer-policy-unsafe')
    expect(resultOf(facts({ headers: { 'referrer-policy': 'unsafe-url, no-referrer' } }), 'referrer-policy')).toBe('referrer-policy-private')
    expect(resultOf(facts({ headers: { 'referrer-policy': 'nonsense' } }), 'referrer-policy')).toBe('referrer-policy-header-invalid')
  })
})
