/**
 * The origin the site's own links are written with (canonical, share, sitemap, the HTTPS
 * redirect) and whether a request is for the site's host at all. On a deployment, and wherever a
 * proxy is trusted, that is SITE_URL (app.config.ts requires it there); on a local run, the
 * request's own scheme and Host as the socket received them. Never a forwarded header: a client
 * can write one, and a cached page would then carry its links to every visitor.
 */
import type { AppConfig } from '../../../app.config.ts'
import { requestedHost } from './forwarded-request.ts'

type OriginConfig = Pick<AppConfig, 'siteUrl' | 'proxyTrust'>

export function siteOrigin(request: Request, { siteUrl }: Pick<AppConfig, 'siteUrl'>): string {
  return siteUrl ?? new URL(request.url).origin
}

/**
 * Whether the request names the site's host (SITE_URL's, the default port either way); true when
 * SITE_URL is unset. The host is a trusted proxy's X-Forwarded-Host, else the request's Host.
 */
export function isSiteHost(request: Request, { siteUrl, proxyTrust }: OriginConfig): boolean {
  if (!siteUrl) return true
  const site = new URL(siteUrl)
  const asked = requestedHost(request, proxyTrust)
  const url = URL.canParse(`${site.protocol}//${asked}`) ? new URL(`${site.protocol}//${asked}`) : null
  return url !== null && url.host === site.host
}
