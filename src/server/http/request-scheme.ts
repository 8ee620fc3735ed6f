/**
 * Whether a request reached the site over HTTPS, and the redirect that moves a plain-HTTP visitor
 * there. Behind a CDN or proxy (TRUST_PROXY) the TLS ends before the site, so the scheme is the
 * one the proxy forwards; without one, the request's own URL says it (loopback and local runs
 * stay on plain HTTP, and are never redirected).
 */

function forwardedProto(request: Request): string | null {
  // A chain of proxies lists the client's scheme first.
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() || null
}

export function isSecureRequest(request: Request, trustProxy: boolean): boolean {
  if (trustProxy && forwardedProto(request)) return forwardedProto(request) === 'https'
  return new URL(request.url).protocol === 'https:'
}

/** A permanent redirect to the same URL over HTTPS on the same host, or null when none is due. */
export function httpsUpgrade(request: Request, trustProxy: boolean): Response | null {
  if (!trustProxy || forwardedProto(request) !== 'http') return null
  const url = new URL(request.url)
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || url.host
  // Only a plain host name (and port) goes into the Location: anything else is not a host of ours.
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return null
  const target = `https://${host}${url.pathname}${url.search}`
  // A GET stays a GET (301); anything else keeps its method and body (308).
  return new Response(null, { status: request.method === 'GET' || request.method === 'HEAD' ? 301 : 308, headers: { Location: target } })
}
