import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../app.config'
import { robotsTxt } from '../server/seo/sitemap'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: ({ request }) =>
        new Response(robotsTxt(getConfig().siteUrl ?? new URL(request.url).origin), {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
