/**
 * The framework's own CSRF middleware for the server functions, deciding by the site's rule. It
 * reads Sec-Fetch-Site when present, else Origin, and asks the matchers: both defer to the whole
 * rule (cross-site-posts.server.ts), so an Origin counts even beside a Sec-Fetch-Site. A request
 * with neither passes, as the rule says. The start instance is part of the browser's build as
 * well: the check and the refusal are server-only functions there, compiled away with their imports.
 */
import { createCsrfMiddleware, createServerOnlyFn } from '@tanstack/react-start'
import { isCrossSitePost } from './cross-site-posts.server'
import { CACHE, textResponse } from './response-policy'

const isCrossSite = createServerOnlyFn(isCrossSitePost)
const refusal = createServerOnlyFn(() => textResponse(403, 'Refused: this request came from another site.', { cache: CACHE.noStore }))

export const refuseCrossSiteServerFunctions = createCsrfMiddleware({
  filter: ({ handlerType }) => handlerType === 'serverFn',
  secFetchSite: (_site, { request }) => !isCrossSite(request),
  origin: (_origin, { request }) => !isCrossSite(request),
  referer: false,
  allowRequestsWithoutOriginCheck: true,
  failureResponse: () => refusal(),
})
