/**
 * Whether a request reached the site over HTTPS, and the redirect that moves a plain-HTTP visitor
 * there. Behind a CDN or proxy (TRUST_PROXY) the TLS ends before the site, so the scheme is the
 * one a trusted proxy forwards (forwarded-request.ts); without one, the request's own URL says it
 * (loopback and local runs stay on plain HTTP, and are never redirected).
 */
import type { ProxyTrust } from './client-address.ts'
import { forwardedOverPlainHttp, requestedScheme } from './forwarded-request.ts'
import { CACHE, redirectResponse } from './response-policy.ts'

export function isSecureRequest(request: Request, trust: ProxyTrust): boolean {
  return requestedScheme(request, trust) === 'https'
}

/**
 * A permanent redirect to the same path over HTTPS at the site's own origin (SITE_URL, which
 * TRUST_PROXY requires), or null when none is due. The target never comes from a header: a
 * client-written host would make it an open redirect that a CDN might keep. No cache keeps it
 * either, so a redirect made for one request is never another's.
 */
export function httpsUpgrade(request: Request, trust: ProxyTrust, siteUrl: string | undefined): Response | null {
  if (!siteUrl || !forwardedOverPlainHttp(request, trust)) return null
  const url = new URL(request.url)
  // Written out, not resolved against the site: a path such as //elsewhere.example would name another host.
  const target = `https://${new URL(siteUrl).host}${url.pathname}${url.search}`
  // A GET stays a GET (301); anything else keeps its method and body (308).
  return redirectResponse(request.method === 'GET' || request.method === 'HEAD' ? 301 : 308, target, { cache: CACHE.noStore })
}
