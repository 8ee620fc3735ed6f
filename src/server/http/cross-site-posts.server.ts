/**
 * Whether a post came from another site's page, by the site's rule (cross-site-request.ts) and its
 * own origin (SITE_URL, else the request's): asked of the server functions
 * (cross-site-server-functions.isomorphic.ts) and of the CMS forms' plain HTML posts
 * (answer-form-post.server.ts). The webhooks and the sandbox provider's routes are not asked:
 * providers post to them from their servers, which send no Origin.
 */
import { getConfig } from '../../../app.config.ts'
import { isCrossSiteRequest, siteOriginOf } from './cross-site-request.ts'

export function isCrossSitePost(request: Request): boolean {
  return isCrossSiteRequest(request, siteOriginOf(request, getConfig()))
}
