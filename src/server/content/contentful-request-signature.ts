/**
 * Contentful's request verification: each webhook request carries an HMAC-SHA256 (hex) of a
 * canonical form of itself under the webhook's signing secret, with the time it was signed, so a
 * request is accepted only from someone who holds the secret, unaltered, and only for a short while
 * (a captured request cannot be sent again later). The canonical form:
 *
 *   METHOD \n path \n name:value;name:value… (the signed headers, sorted by name) \n raw body
 *
 * `x-contentful-signed-headers` names the signed headers (lower case, comma-separated) and always
 * includes itself and `x-contentful-timestamp` (milliseconds since the epoch).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const SIGNATURE_HEADER = 'x-contentful-signature'
const SIGNED_HEADERS_HEADER = 'x-contentful-signed-headers'
const TIMESTAMP_HEADER = 'x-contentful-timestamp'

/** How long a signed request stays acceptable (Contentful's own default). */
const SIGNATURE_TTL_MS = 30_000
/** How far ahead of this server's clock a timestamp may be: clocks differ by a little, never by more. */
const CLOCK_SKEW_MS = 5_000

/** More headers than this, or longer names, are not a request Contentful made. */
const MAX_SIGNED_HEADERS = 32
const HEADER_NAME = /^[a-z0-9-]{1,100}$/

/** The path as it is signed: the query, when there is one, escaped as a single component. */
function canonicalPath(url: URL): string {
  const search = url.search.slice(1)
  return encodeURI(search ? `${url.pathname}?${encodeURIComponent(search)}` : url.pathname)
}

function hexHmac(secret: string, method: string, path: string, headers: readonly (readonly [string, string])[], body: Uint8Array): string {
  const head = [method, path, headers.map(([name, value]) => `${name}:${value}`).join(';'), ''].join('\n')
  return createHmac('sha256', secret).update(head).update(body).digest('hex')
}

const byName = ([a]: readonly [string, string], [b]: readonly [string, string]) => (a < b ? -1 : a > b ? 1 : 0)

export type SignatureCheck = { ok: true } | { ok: false; reason: 'unsigned' | 'malformed' | 'expired' | 'mismatch' }

/** Whether `request` (whose raw body is `body`) was signed with `secret` within the window around `now`. */
export function checkContentfulSignature(request: Request, body: Uint8Array, secret: string, now: number = Date.now()): SignatureCheck {
  const signature = request.headers.get(SIGNATURE_HEADER)?.trim()
  const signedList = request.headers.get(SIGNED_HEADERS_HEADER)
  const timestampText = request.headers.get(TIMESTAMP_HEADER)?.trim()
  if (!signature || !signedList || !timestampText) return { ok: false, reason: 'unsigned' }
  if (!/^[0-9a-f]{64}$/i.test(signature) || !/^\d{1,15}$/.test(timestampText)) return { ok: false, reason: 'malformed' }

  const names = signedList.split(',').map((name) => name.trim().toLowerCase())
  // The time must be signed, or an old request could be sent again with a new time.
  if (names.length > MAX_SIGNED_HEADERS || !names.every((name) => HEADER_NAME.test(name)) || !names.includes(TIMESTAMP_HEADER) || !names.includes(SIGNED_HEADERS_HEADER)) {
    return { ok: false, reason: 'malformed' }
  }
  const headers: [string, string][] = []
  for (const name of new Set(names)) {
    const value = request.headers.get(name)
    if (value === null) return { ok: false, reason: 'malformed' }
    headers.push([name, value.trim()])
  }

  const timestamp = Number(timestampText)
  if (now - timestamp >= SIGNATURE_TTL_MS || timestamp - now > CLOCK_SKEW_MS) return { ok: false, reason: 'expired' }

  const expected = Buffer.from(hexHmac(secret, request.method.toUpperCase(), canonicalPath(new URL(request.url)), headers.sort(byName), body), 'hex')
  const given = Buffer.from(signature, 'hex')
  return expected.length === given.length && timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'mismatch' }
}
