/**
 * The results page's cookie: an expiry and an HMAC of it under EXPERIMENTS_REPORT_SECRET, so the
 * secret is given once (`?secret=`) and never kept in the browser or its history; the cookie stops
 * working by itself, and when the secret changes. Nothing about the person is in it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const RESULTS_COOKIE = 'experiment_results'
export const RESULTS_PATH = '/api/experiment-results'
/** A working session. */
export const RESULTS_MAX_AGE_SECONDS = 8 * 60 * 60

const mac = (secret: string, expires: number) => createHmac('sha256', secret).update(`experiment-results:${expires}`).digest('base64url')

export function resultsToken(secret: string, now: number = Date.now()): string {
  const expires = Math.floor(now / 1000) + RESULTS_MAX_AGE_SECONDS
  return `${expires}.${mac(secret, expires)}`
}

export function isValidResultsToken(token: string | undefined, secret: string | undefined, now: number = Date.now()): boolean {
  if (!token || !secret) return false
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 <= now) return false
  const expected = Buffer.from(mac(secret, expires))
  const given = Buffer.from(match[2] as string)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
