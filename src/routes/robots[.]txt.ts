import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../app.config'
import { robotsTxt } from '../server/seo/sitemap'
import { CACHE, textResponse } from '../server/http/response-policy'
import { siteOrigin } from '../server/http/site-origin'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) => textResponse(200, robotsTxt(siteOrigin(request, getConfig())), { cache: CACHE.hour }),
    },
  },
})
