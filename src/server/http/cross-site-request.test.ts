import { describe, expect, it } from 'vitest'
import { isCrossSiteRequest, siteOriginOf } from './cross-site-request'

const SITE = 'https://campaign.example'
const post = (headers: Record<string, string>, url = `${SITE}/volunteer`) => new Request(url, { method: 'POST', headers })

describe('a cross-site request', () => {
  it('is one another site sent, by Sec-Fetch-Site: cross-site and same-site are, same-origin and none are not', () => {
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'cross-site' }), SITE)).toBe(true)
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-site' }), SITE)).toBe(true)
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'same-origin', origin: SITE }), SITE)).toBe(false)
    expect(isCrossSiteRequest(post({ 'sec-fetch-site': 'none' }), SITE)).toBe(false)
  })

  it('is one whose Origin is not the site’s own, whatever Sec-Fetch-Site says', () => {
    expect(isCrossSiteRequest(post({ origin: 'https://evil.example' }), SITE)).toBe(true)
    expect(isCrossSiteRequest(post({ origin: 'null' }), SITE)).toBe(true)
    expect(isCrossSiteRequest(post({ origin: 'null', 'sec-fetch-site': 'cross-site' }), SITE)).toBe(true)
    expect(isCrossSiteRequest(post({ origin: 'http://campaign.example' }), SITE)).toBe(true)
    expect(isCrossSiteRequest(post({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }), SITE)).toBe(true)
    expect(isCrossSiteRequest(post({ origin: SITE }), SITE)).toBe(false)
  })

  it('is not one whose Origin is "null" when the browser says it is the same origin (our own page under no-referrer)', () => {
    expect(isCrossSiteRequest(post({ origin: 'null', 'sec-fetch-site': 'same-origin' }), SITE)).toBe(false)
  })

  it('is not one without either header (no browser page sent it)', () => {
    expect(isCrossSiteRequest(post({}), SITE)).toBe(false)
  })
})

describe('the site’s own origin', () => {
  it('is SITE_URL when set, whatever the request says', () => {
    expect(siteOriginOf(post({ 'x-forwarded-host': 'evil.example' }, 'http://10.0.0.5:3000/x'), { siteUrl: 'https://campaign.example/' })).toBe(SITE)
  })

  it('is the request’s own origin otherwise', () => {
    expect(siteOriginOf(post({ 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, 'http://127.0.0.1:4310/x'), { siteUrl: undefined })).toBe('http://127.0.0.1:4310')
  })

  it('is never a forwarded host or scheme: behind a trusted proxy SITE_URL is required (app.config.ts)', () => {
    const request = post({ 'x-forwarded-host': 'campaign.example', 'x-forwarded-proto': 'https' }, 'http://10.0.0.5:3000/x')
    expect(siteOriginOf(request, { siteUrl: undefined })).toBe('http://10.0.0.5:3000')
  })
})
