/**
 * Threats: the preview secret travelled in the query string (browser history, proxy and CDN logs,
 * Referer, chat unfurls), and wrong guesses were answered as fast as they came. Controls: the
 * secret is given only in a POST body (or replaced by a signed link that expires within minutes),
 * a `?secret=` is not read at all, and every attempt counts against the client's address: past the
 * limit the answer is a 429 before the secret is compared.
 */
import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../src/server/http/rate-limit'
import { SECRET_ATTEMPTS } from '../../src/server/http/secret-attempts.server'
import { MAX_LINK_MINUTES, signedPreviewLink } from '../../src/server/preview/preview-link'
import { enterPreview, enterPreviewByForm, type PreviewEntry } from '../../src/server/preview/preview-routes.server'
import { isValidPreviewToken } from '../../src/server/preview/preview-token'

const SECRET = 'preview-secret-0123456789abcdef'
const NOW = Date.UTC(2026, 10, 27, 12)
const SITE = 'https://site.example'

/** One client's attempts, counted as the route counts them (in memory here: one process). */
function entry(): PreviewEntry {
  const limiter = createRateLimiter(SECRET_ATTEMPTS)
  return { secret: SECRET, attempt: async () => limiter.allow('203.0.113.7', NOW), now: () => NOW }
}
const form = (fields: Record<string, string>) =>
  new Request(`${SITE}/api/preview`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() })
const get = (pathAndQuery: string) => new Request(`${SITE}${pathAndQuery}`)
const previewCookieOf = (response: Response) => response.headers.get('set-cookie')?.match(/^preview=([^;]+)/)?.[1] ?? null

describe('the preview secret stays out of URLs and cannot be guessed', () => {
  it(`wrong secrets are throttled: after ${SECRET_ATTEMPTS.limit} tries from one address even the right secret gets a 429 and no cookie`, async () => {
    const door = entry()
    for (let attempt = 0; attempt < SECRET_ATTEMPTS.limit; attempt++) {
      const response = await enterPreviewByForm(form({ secret: `guess-${attempt}-0123456789abcdef`, path: '/draft' }), door)
      expect(response.status).toBe(401)
      expect(previewCookieOf(response)).toBeNull()
    }
    const blocked = await enterPreviewByForm(form({ secret: SECRET, path: '/draft' }), door)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBe(String(SECRET_ATTEMPTS.windowMs / 1000))
    expect(previewCookieOf(blocked)).toBeNull()
  })

  it('another site cannot post guesses from an editor’s browser to lock the editor’s address out: refused (403) before it counts', async () => {
    let counted = 0
    const door = { ...entry(), attempt: async () => (counted++, true) }
    const crossSite = new Request(`${SITE}/api/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ secret: 'guess-0123456789abcdef', path: '/' }).toString(),
    })
    expect((await enterPreviewByForm(crossSite, door)).status).toBe(403)
    expect(counted).toBe(0)
  })

  it('signed links count as attempts too: a guesser cannot try signatures without limit', async () => {
    const door = entry()
    for (let attempt = 0; attempt < SECRET_ATTEMPTS.limit; attempt++) {
      expect((await enterPreview(get(`/api/preview?path=/draft&expires=${NOW / 1000 + 60}&signature=${'A'.repeat(42)}${attempt % 10}`), door)).status).toBe(401)
    }
    expect((await enterPreview(get(signedPreviewLink(SECRET, '/draft', 30, NOW)), door)).status).toBe(429)
  })

  it('a signed link opens a preview that ends when the link does, not four hours later', async () => {
    const response = await enterPreview(get(signedPreviewLink(SECRET, '/draft', 30, NOW)), entry())
    expect(response.status).toBe(303)
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=1800;/)
    const token = previewCookieOf(response)
    expect(isValidPreviewToken(token ?? undefined, SECRET, NOW + 29 * 60_000)).toBe(true)
    expect(isValidPreviewToken(token ?? undefined, SECRET, NOW + 31 * 60_000)).toBe(false)
  })

  it('the door’s own form, posted under its referrer policy (Origin: null, same-origin), enters', async () => {
    const own = new Request(`${SITE}/api/preview`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ secret: SECRET, path: '/draft' }).toString(),
    })
    const response = await enterPreviewByForm(own, entry())
    expect(response.status).toBe(303)
    expect(previewCookieOf(response)).not.toBeNull()
  })

  it('a preview link past its expiry is refused and sets no cookie', async () => {
    const link = signedPreviewLink(SECRET, '/draft', 30, NOW - 31 * 60_000)
    const response = await enterPreview(get(link), entry())
    expect(response.status).toBe(401)
    expect(previewCookieOf(response)).toBeNull()
    expect(await response.text()).toContain('expired')
  })

  it('a link altered to another page, to a later expiry, or signed with another secret is refused and sets no cookie', async () => {
    const link = new URL(signedPreviewLink(SECRET, '/draft', 30, NOW), SITE)
    const otherPage = new URL(link)
    otherPage.searchParams.set('path', '/another-draft')
    const later = new URL(link)
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 3600))
    const tooLong = signedPreviewLink(SECRET, '/draft', MAX_LINK_MINUTES, NOW + 10 * MAX_LINK_MINUTES * 60_000)
    for (const forged of [otherPage, later, new URL(signedPreviewLink('another-secret-0123456789abcdef', '/draft', 30, NOW), SITE), new URL(tooLong, SITE)]) {
      const response = await enterPreview(get(`${forged.pathname}${forged.search}`), entry())
      expect(response.status).toBe(401)
      expect(previewCookieOf(response)).toBeNull()
    }
  })

  it('the old ?secret= link is not read: even the right secret in a URL sets no cookie', async () => {
    const response = await enterPreview(get(`/api/preview?secret=${SECRET}&path=/draft`), entry())
    expect(response.status).toBe(200)
    expect(previewCookieOf(response)).toBeNull()
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await response.text()).toContain('<form method="post" action="/api/preview">')
  })

  it('a valid link or the right secret in a POST body opens the preview of a page on this site only', async () => {
    const byLink = await enterPreview(get(signedPreviewLink(SECRET, '/draft', 30, NOW)), entry())
    expect(byLink.status).toBe(303)
    expect(byLink.headers.get('location')).toBe('/draft')
    expect(previewCookieOf(byLink)).not.toBeNull()
    const byForm = await enterPreviewByForm(form({ secret: SECRET, path: '//evil.example/' }), entry())
    expect(byForm.status).toBe(303)
    expect(byForm.headers.get('location')).toBe('/')
    expect(previewCookieOf(byForm)).not.toBeNull()
  })
})
