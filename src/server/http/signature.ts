/**
 * The one signature scheme the site speaks for webhooks, both ways: `sha256=<hex HMAC of the raw
 * body>` (the CRM outbox signs with it; the contributions webhook checks it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`
}

/** Compares secrets in constant time for equal lengths (a length mismatch answers at once). */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
