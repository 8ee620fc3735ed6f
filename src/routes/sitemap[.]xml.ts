import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../app.config'
import { sitemapXml } from '../server/seo/sitemap'
import { CACHE, xmlResponse } from '../server/http/response-policy'
import { siteOrigin } from '../server/http/site-origin'
import { contentService } from '../server/content/content-service.server'
import { LOCALES } from '../shared/locale'
import { pageTypePolicy, resolvePageTypeId } from '../page-types/page-type-manifests'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const index = await contentService().current()
        const siteUrl = siteOrigin(request, getConfig())
        // Only pages the site can show (a page type without an implementation answers 404), and that may be indexed.
        const pages = LOCALES.flatMap((locale) => index.pages(locale)).filter((page) => {
          const id = resolvePageTypeId(page)
          return id !== null && pageTypePolicy(id).seo.index
        })
        return xmlResponse(200, sitemapXml(siteUrl, pages), { cache: CACHE.sharedHour })
      },
    },
  },
})
