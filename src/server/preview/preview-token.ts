/**
 * The preview cookie's value: an expiry and an HMAC of it under the preview secret, so only the
 * server that knows the secret can have made it, and it stops working by itself. Nothing about
 * the visitor is in it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const PREVIEW_COOKIE = 'preview'
/** How long a browser stays in preview after the secret URL: a working session. */
export const PREVIEW_MAX_AGE_SECONDS = 4 * 60 * 60

const mac = (secret: string, expires: number) => createHmac('sha256', secret).update(`preview:${expires}`).digest('base64url')

export function previewToken(secret: string, now: number = Date.now()): string {
  const expires = Math.floor(now / 1000) + PREVIEW_MAX_AGE_SECONDS
  return `${expires}.${mac(secret, expires)}`
}

export function isValidPreviewToken(token: string | undefined, secret: string | undefined, now: number = Date.now()): boolean {
  if (!token || !secret) return false
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 <= now) return false
  const expected = Buffer.from(mac(secret, expires))
  const given = Buffer.from(match[2] as string)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
