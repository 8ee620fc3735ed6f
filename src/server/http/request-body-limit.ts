/**
 * A request body the site would have to hold in memory is bounded before anything reads it: the
 * largest thing a visitor sends is a form (a few kilobytes); webhooks check their own, lower
 * limits on top. A body that does not say its length up front (chunked) is refused outright —
 * browsers and the providers' webhooks always send Content-Length.
 */
export const MAX_REQUEST_BODY_BYTES = 256 * 1024

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const plain = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }

export function refuseOversizedBody(request: Request): Response | null {
  if (!WITH_BODY.has(request.method)) return null
  const length = request.headers.get('content-length')
  if (length === null) {
    return request.headers.has('transfer-encoding') ? new Response('A request body must say its length (Content-Length).', { status: 411, headers: plain }) : null
  }
  if (!/^\d{1,12}$/.test(length.trim())) return new Response('Content-Length is not a number of bytes.', { status: 400, headers: plain })
  if (Number(length) > MAX_REQUEST_BODY_BYTES) return new Response(`A request body may hold at most ${MAX_REQUEST_BODY_BYTES} bytes.`, { status: 413, headers: plain })
  return null
}
