import { describe, expect, it } from 'vitest'
import { isValidPreviewToken, PREVIEW_MAX_AGE_SECONDS, previewToken } from './preview-token'

const SECRET = 'preview-secret-0123456789'
const NOW = Date.UTC(2026, 10, 25, 12)

describe('the preview cookie', () => {
  it('is accepted from the server that made it until it expires', () => {
    const token = previewToken(SECRET, NOW)
    expect(isValidPreviewToken(token, SECRET, NOW)).toBe(true)
    expect(isValidPreviewToken(token, SECRET, NOW + (PREVIEW_MAX_AGE_SECONDS - 1) * 1000)).toBe(true)
    expect(isValidPreviewToken(token, SECRET, NOW + PREVIEW_MAX_AGE_SECONDS * 1000)).toBe(false)
  })

  it('is refused when forged, altered, made with another secret, or when preview is off', () => {
    const token = previewToken(SECRET, NOW)
    const [expires, mac] = token.split('.') as [string, string]
    expect(isValidPreviewToken(`${Number(expires) + 3600}.${mac}`, SECRET, NOW)).toBe(false)
    expect(isValidPreviewToken(previewToken('another-secret-0123456789', NOW), SECRET, NOW)).toBe(false)
    expect(isValidPreviewToken('1', SECRET, NOW)).toBe(false)
    expect(isValidPreviewToken(undefined, SECRET, NOW)).toBe(false)
    expect(isValidPreviewToken(token, undefined, NOW)).toBe(false)
  })
})
