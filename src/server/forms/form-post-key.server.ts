/**
 * The idempotency key a form carries for a post without a script (ADR 048). The page is cached
 * and shared, so the key cannot be a visitor's own: it is the hour the page was rendered in and an
 * HMAC of it under a server secret. Everyone shown that page shares the key, and that is safe
 * because a submission is a key, a form *and* its answers (store-submission.server.ts): the key
 * only makes a double tap or a resent post store once. What it stops is a key the client makes
 * up: a post that presents anything but a key this site issued, within its lifetime, is stored
 * under a fresh key of its own. Renders within the hour carry the same key, so a page that did
 * not change keeps its ETag.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { getConfig } from '../../../app.config.ts'

const PURPOSE = 'form-post-key'
const HOUR_MS = 3_600_000
/** Longer than a cached page is served, stale included (a day, response-policy.ts). */
const LIFETIME_HOURS = 7 * 24
const SHAPE = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/

const mac = (secret: string, hour: number) => createHmac('sha256', secret).update(`${PURPOSE}:${hour}`).digest('base64url')

export function issueFormPostKey(secret: string, now: number = Date.now()): string {
  const hour = Math.floor(now / HOUR_MS)
  return `${hour}.${mac(secret, hour)}`
}

/**
 * The idempotency key a post is stored under: its page's key when this site issued it and it has
 * not run out, else a fresh one (the post is stored; a double tap of it may then store twice).
 */
export function formPostIdempotencyKey(presented: string | undefined, secret: string, now: number = Date.now()): { key: string; issued: boolean } {
  const match = presented ? SHAPE.exec(presented) : null
  const hour = Number(match?.[1])
  const current = Math.floor(now / HOUR_MS)
  if (match && hour <= current && hour > current - LIFETIME_HOURS) {
    const expected = Buffer.from(mac(secret, hour))
    const given = Buffer.from(match[2] as string)
    if (expected.length === given.length && timingSafeEqual(expected, given)) return { key: `post:${presented}`, issued: true }
  }
  return { key: `post:${crypto.randomUUID()}`, issued: false }
}

// Made on first use: an edge runtime allows no random values while a module loads.
let secretOfThisProcess: string | undefined

/**
 * FORM_KEY_SECRET, or a secret made per process when none is configured: keys then hold within
 * the process that rendered the page (several processes or Workers isolates: set the variable).
 */
export function formPostKeySecret(): string {
  return getConfig().formKeySecret ?? (secretOfThisProcess ??= randomBytes(32).toString('hex'))
}
