import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../app.config'
import { robotsTxt } from '../server/seo/sitemap'
import { siteOrigin } from '../server/http/site-origin'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) =>
        new Response(robotsTxt(siteOrigin(request, getConfig())), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
