/**
 * sitemap.xml over both languages: one <url> per page and language, with lastmod from the entry
 * and its alternates (hreflang en-US, es-MX, x-default), so each language version points at the other.
 */
import type { Locale } from '../../shared/locale.ts'
import { absoluteUrl } from './page-head.ts'

export type SitemapPage = { path: string; updatedAt: string | null; alternates: Record<Locale, string | null> }

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map((page) => {
    const alternates = (Object.entries(page.alternates) as [Locale, string | null][]).filter((pair): pair is [Locale, string] => pair[1] !== null)
    const links = [
      ...alternates.map(([locale, path]) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(absoluteUrl(siteUrl, path))}"/>`),
      ...(page.alternates['en-US'] ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(siteUrl, page.alternates['en-US']))}"/>`] : []),
    ]
    const lastmod = page.updatedAt ? `<lastmod>${escapeXml(page.updatedAt)}</lastmod>` : ''
    return `<url><loc>${escapeXml(absoluteUrl(siteUrl, page.path))}</loc>${lastmod}${links.join('')}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_serverFn/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
