import { describe, expect, it } from 'vitest'
import { checkPreviewLink, MAX_LINK_MINUTES, signedPreviewLink } from './preview-link'

const SECRET = 'preview-secret-0123456789abcdef'
const NOW = Date.UTC(2026, 10, 27, 12)
const partsOf = (link: string) => {
  const query = new URL(link, 'https://site.example').searchParams
  return { path: query.get('path')!, expires: query.get('expires')!, signature: query.get('signature')! }
}

describe('a signed preview link', () => {
  it('works for its minutes and then stops', () => {
    const link = partsOf(signedPreviewLink(SECRET, '/es/borrador', 30, NOW))
    expect(link.path).toBe('/es/borrador')
    expect(checkPreviewLink(SECRET, link, NOW + 29 * 60_000)).toBe('valid')
    expect(checkPreviewLink(SECRET, link, NOW + 30 * 60_000)).toBe('expired')
  })

  it('is made for 1 to 24 hours worth of minutes only', () => {
    expect(() => signedPreviewLink(SECRET, '/', 0, NOW)).toThrow(RangeError)
    expect(() => signedPreviewLink(SECRET, '/', MAX_LINK_MINUTES + 1, NOW)).toThrow(RangeError)
    expect(() => signedPreviewLink(SECRET, '/', 1.5, NOW)).toThrow(RangeError)
  })

  it('is refused when malformed', () => {
    const link = partsOf(signedPreviewLink(SECRET, '/', 30, NOW))
    expect(checkPreviewLink(SECRET, { ...link, expires: '12abc' }, NOW)).toBe('forged')
    expect(checkPreviewLink(SECRET, { ...link, signature: 'short' }, NOW)).toBe('forged')
  })
})
