/**
 * A signed preview link: `/api/preview?path=/a-page&expires=…&signature=…`, an HMAC of the path and
 * the expiry under PREVIEW_SECRET. It opens the preview of that page for whoever has it until it
 * expires, minutes later, and the secret itself never travels in a URL (histories, proxy logs,
 * Referer headers, chat previews). Made by `npm run preview:link -- /a-page`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const PREVIEW_PATH = '/api/preview'
/** How long a link works unless asked otherwise: long enough to send it and open it. */
export const DEFAULT_LINK_MINUTES = 30
/** The longest a link may work: a link is for a review, not a standing pass. */
export const MAX_LINK_MINUTES = 24 * 60

const signature = (secret: string, path: string, expires: number) => createHmac('sha256', secret).update(`preview-link:${expires}:${path}`).digest('base64url')

/** The link (path and query) that opens the preview of `path` for `minutes`. */
export function signedPreviewLink(secret: string, path: string, minutes: number = DEFAULT_LINK_MINUTES, now: number = Date.now()): string {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_LINK_MINUTES) throw new RangeError(`A preview link works for 1 to ${MAX_LINK_MINUTES} minutes`)
  const expires = Math.floor(now / 1000) + minutes * 60
  return `${PREVIEW_PATH}?${new URLSearchParams({ path, expires: String(expires), signature: signature(secret, path, expires) })}`
}

export type LinkCheck = 'valid' | 'expired' | 'forged'

/** Whether the link's parameters were signed with `secret` and have not expired at `now`. */
export function checkPreviewLink(secret: string, { path, expires, signature: given }: { path: string; expires: string; signature: string }, now: number = Date.now()): LinkCheck {
  if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(given)) return 'forged'
  const expected = Buffer.from(signature(secret, path, Number(expires)))
  if (!timingSafeEqual(expected, Buffer.from(given))) return 'forged'
  const seconds = Number(expires)
  // A link signed for longer than any link may work was not made by `preview:link`.
  if (seconds * 1000 - now > MAX_LINK_MINUTES * 60_000) return 'forged'
  return seconds * 1000 > now ? 'valid' : 'expired'
}
