/**
 * A request body the site would have to hold in memory is bounded before anything reads it, by
 * one table: what each route may receive. The global middleware refuses a larger body at the door
 * and each handler reads its own limit from the same table, so the two can never disagree (a
 * handler that allowed more than the door would answer a permanent 413 to a sender that retries).
 * A body that does not say its length up front (chunked) is refused outright — browsers and the
 * providers' webhooks always send Content-Length.
 */
import { CACHE, textResponse } from './response-policy.ts'

/** Everything not named below: the largest thing a visitor sends is a form (a few kilobytes). */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024

/** Routes that receive more, or less, than a form. */
export const ROUTE_BODY_LIMITS = {
  // A publish of a large entry (long rich text, many locales) is sent whole: Contentful allows up to 1 MB.
  '/api/webhooks/contentful': 1024 * 1024,
  // One contribution is a small JSON document.
  '/api/webhooks/contributions': 64 * 1024,
} as const satisfies Record<string, number>

export type LimitedRoute = keyof typeof ROUTE_BODY_LIMITS

/** The most bytes a request to this path may carry. */
export function bodyLimitFor(pathname: string): number {
  return Object.hasOwn(ROUTE_BODY_LIMITS, pathname) ? ROUTE_BODY_LIMITS[pathname as LimitedRoute] : MAX_REQUEST_BODY_BYTES
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const refusal = (status: number, text: string) => textResponse(status, text, { cache: CACHE.noStore })

export function refuseOversizedBody(request: Request): Response | null {
  if (!WITH_BODY.has(request.method)) return null
  const length = request.headers.get('content-length')
  if (length === null) {
    return request.headers.has('transfer-encoding') ? refusal(411, 'A request body must say its length (Content-Length).') : null
  }
  if (!/^\d{1,12}$/.test(length.trim())) return refusal(400, 'Content-Length is not a number of bytes.')
  const limit = bodyLimitFor(new URL(request.url).pathname)
  if (Number(length) > limit) return refusal(413, `A request body may hold at most ${limit} bytes.`)
  return null
}

/**
 * A handler's own read of its body, bounded by the route's limit: the declared length is checked
 * first, then the bytes actually read (a client may declare less than it sends through a proxy
 * that does not check). Null when the body is too large.
 */
export async function readBoundedBody(request: Request, route: LimitedRoute): Promise<Uint8Array | null> {
  const limit = ROUTE_BODY_LIMITS[route]
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null
  const bytes = new Uint8Array(await request.arrayBuffer())
  return bytes.byteLength > limit ? null : bytes
}
