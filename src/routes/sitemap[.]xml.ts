import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../app.config'
import { sitemapXml } from '../features/seo/sitemap'
import { contentService } from '../server/content/content-service.server'
import { LOCALES } from '../shared/locale'
import { NOINDEX_PAGE_TYPES } from './-content-page/content-page-route'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const index = await contentService().current()
        const siteUrl = getConfig().siteUrl ?? new URL(request.url).origin
        const pages = LOCALES.flatMap((locale) => index.pages(locale)).filter((page) => {
          const pageType = page.contentType === 'customFormPage' ? page.settings.type : page.contentType
          return !NOINDEX_PAGE_TYPES.has(String(pageType))
        })
        return new Response(sitemapXml(siteUrl, pages), {
          headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' },
        })
      },
    },
  },
})
