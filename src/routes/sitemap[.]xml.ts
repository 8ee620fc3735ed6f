import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../app.config'
import { sitemapXml } from '../server/seo/sitemap'
import { contentService } from '../server/content/content-service.server'
import { LOCALES } from '../shared/locale'
import { resolvePageType } from '../page-types/registry'
import { NOINDEX_PAGE_TYPES } from '../server/seo/page-seo'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const index = await contentService().current()
        const siteUrl = getConfig().siteUrl ?? new URL(request.url).origin
        // Only pages the site can show (a page type without an implementation answers 404), and that may be indexed.
        const pages = LOCALES.flatMap((locale) => index.pages(locale)).filter((page) => {
          const definition = resolvePageType(page)
          return definition !== null && !NOINDEX_PAGE_TYPES.has(definition.id)
        })
        return new Response(sitemapXml(siteUrl, pages), {
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' },
        })
      },
    },
  },
})
