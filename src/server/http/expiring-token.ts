/**
 * A cookie value that proves itself: an expiry and an HMAC of it (with the token's purpose) under
 * a secret, so only a server that knows the secret can have made it, it stops working by itself,
 * and a token made for one purpose is refused for another. Nothing about the person is in it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const mac = (purpose: string, secret: string, expires: number) => createHmac('sha256', secret).update(`${purpose}:${expires}`).digest('base64url')

export function expiringToken(purpose: string, secret: string, maxAgeSeconds: number, now: number = Date.now()): string {
  const expires = Math.floor(now / 1000) + maxAgeSeconds
  return `${expires}.${mac(purpose, secret, expires)}`
}

export function isValidExpiringToken(purpose: string, token: string | undefined, secret: string | undefined, now: number = Date.now()): boolean {
  if (!token || !secret) return false
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 <= now) return false
  const expected = Buffer.from(mac(purpose, secret, expires))
  const given = Buffer.from(match[2] as string)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
