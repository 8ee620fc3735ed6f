import { describe, expect, it } from 'vitest'
import { experimentResult } from './experiment-report.ts'
import { isValidResultsToken, resultsToken } from './results-access.ts'
import { UNLISTED_UNFOLLOWED } from '../../../shared/robots.ts'
import { resultsPageHtml } from './results-page.ts'

const results = [
  experimentResult('hero <test>', [
    { variation: 'control', visitors: 400, gifts: 20, cents: 20_000, centsSquared: 20 * 1000 * 1000, signups: { volunteer: 2 } },
    { variation: 'bold', visitors: 600, gifts: 30, cents: 30_000, centsSquared: 30 * 1000 * 1000, signups: {} },
  ]),
]

describe('the results page', () => {
  it('shows each experiment with a chart of bars and intervals, escaped, with no script or inline style', () => {
    const html = resultsPageHtml(results, { locale: 'en-US', testGifts: false, otherLanguageHref: '/api/experiment-results?lang=es', robots: UNLISTED_UNFOLLOWED })
    expect(html).toContain('<h2>Experiment: hero &#60;test&#62;</h2>')
    expect(html).toMatch(/<svg [^>]*role="img"[^>]*aria-label="Conversion rate of each variation with its 95% interval: hero &#60;test&#62;"/)
    expect(html.match(/<rect /g)).toHaveLength(2)
    expect(html).toContain('data-warning="sample-ratio-mismatch"')
    expect(html).not.toMatch(/<script|<style|\sstyle=/i)
  })

  it('speaks Spanish when asked, numbers included', () => {
    const html = resultsPageHtml(results, { locale: 'es-MX', testGifts: true, otherLanguageHref: '/api/experiment-results?lang=en', robots: UNLISTED_UNFOLLOWED })
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('Resultados de los experimentos')
    expect(html).toContain('Dólares por visitante')
    expect(html).toMatch(/USD\s200\.00/)
  })

  it('says so when nothing is counted yet', () => {
    expect(resultsPageHtml([], { locale: 'en-US', testGifts: false, otherLanguageHref: '/', robots: UNLISTED_UNFOLLOWED })).toContain('No experiment assignments counted yet.')
  })
})

describe('the results cookie', () => {
  const secret = 'a-secret-of-enough-length'
  it('is valid under its secret until it expires', () => {
    const now = Date.UTC(2026, 10, 25)
    const token = resultsToken(secret, now)
    expect(isValidResultsToken(token, secret, now + 1000)).toBe(true)
    expect(isValidResultsToken(token, 'another-secret-of-length', now)).toBe(false)
    expect(isValidResultsToken(token, secret, now + 9 * 3600 * 1000)).toBe(false)
    expect(isValidResultsToken(undefined, secret, now)).toBe(false)
    expect(isValidResultsToken(token, undefined, now)).toBe(false)
  })
})
