import { createFileRoute } from '@tanstack/react-router'
import { getConfig } from '../../app.config'
import { sitemapXml } from '../server/seo/sitemap'
import { CACHE, xmlResponse } from '../server/http/response-policy'
import { siteOrigin } from '../server/http/site-origin'
import { contentService } from '../server/content/content-service.server'
import { LOCALES } from '../shared/locale'
import { pageTypeOf, pageTypePolicy } from '../page-types/page-type-manifests'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const index = await contentService().current()
        const siteUrl = siteOrigin(request, getConfig())
        // The pages that the page type showing them lets search engines list.
        const pages = LOCALES.flatMap((locale) => index.pages(locale)).filter((page) => pageTypePolicy(pageTypeOf(page)).seo.index)
        return xmlResponse(200, sitemapXml(siteUrl, pages), { cache: CACHE.sharedHour })
      },
    },
  },
})
