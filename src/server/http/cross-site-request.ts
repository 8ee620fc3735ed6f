/**
 * Whether a browser sent a request from a page of another site: a site that posts our forms from
 * its own visitors' browsers, unseen, to fill the CRM with their addresses. A browser says where a
 * request comes from: Sec-Fetch-Site (every current browser) and Origin (on every POST). Allowed:
 * `same-origin`, and `none` (the visitor's own act: a bookmark, a typed address). Refused: any
 * other site — `cross-site`, and `same-site` (a sibling host is not this site) — and an Origin
 * that is not the site's own. A request with neither header does not come from a browser's page
 * (a script or a server calling directly can write any header it likes): it passes here and meets
 * the same limits as everyone else.
 */
import { isSecureRequest } from './request-scheme.ts'

const ALLOWED_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none'])

export function isCrossSiteRequest(request: Request, siteOrigin: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && !ALLOWED_FETCH_SITES.has(fetchSite.trim().toLowerCase())) return true
  const origin = request.headers.get('origin')
  // "null" (a sandboxed frame, a redirect from elsewhere) is not the site's own either.
  return origin !== null && origin.trim().toLowerCase() !== siteOrigin
}

/**
 * The site's own origin: SITE_URL when configured; else the origin the request was made to, as the
 * trusted proxy forwarded it (its TLS ends before the site, so the request's own URL says http).
 */
export function siteOriginOf(request: Request, { siteUrl, trustProxy }: { siteUrl: string | undefined; trustProxy: boolean }): string {
  if (siteUrl) return new URL(siteUrl).origin
  const url = new URL(request.url)
  const forwardedHost = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined
  const scheme = isSecureRequest(request, trustProxy) ? 'https:' : url.protocol
  try {
    return new URL(`${scheme}//${forwardedHost || url.host}`).origin
  } catch {
    // A forwarded host that is no host at all: the request's own URL.
    return url.origin
  }
}
