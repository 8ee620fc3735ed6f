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
import type { AppConfig } from '../../../app.config.ts'
import { siteOrigin } from './site-origin.ts'

const ALLOWED_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none'])

export function isCrossSiteRequest(request: Request, siteOrigin: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && !ALLOWED_FETCH_SITES.has(fetchSite.trim().toLowerCase())) return true
  const origin = request.headers.get('origin')?.trim().toLowerCase() ?? null
  // "null" is a sandboxed frame or a redirect from elsewhere — or one of our own pages whose
  // referrer policy is no-referrer, which the browser's same-origin verdict then vouches for.
  if (origin === 'null') return fetchSite?.trim().toLowerCase() !== 'same-origin'
  return origin !== null && origin !== siteOrigin
}

/**
 * The site's own origin, as its links are written (site-origin.ts): SITE_URL, which a trusted
 * proxy or a deployment requires; on a local run, the request's own. Never a forwarded header.
 */
export function siteOriginOf(request: Request, config: Pick<AppConfig, 'siteUrl'>): string {
  return new URL(siteOrigin(request, config)).origin
}
