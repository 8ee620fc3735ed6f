/**
 * Everything search engines and share previews read from a page's head: title, description,
 * canonical and hreflang alternates (en-US, es-MX, x-default), Open Graph and Twitter card tags
 * with the share image, robots, and JSON-LD for the campaign, the site and the page.
 */
import type { Locale } from '../../shared/locale.ts'
import type { Robots } from '../../shared/robots.ts'

export type PageSeo = {
  siteUrl: string
  siteName: string
  locale: Locale
  title: string
  description: string | null
  path: string
  alternates: Record<Locale, string | null>
  image: { url: string; width: number | null; height: number | null; alt: string } | null
  kind: 'website' | 'article'
  /** The response policy's decision for the page (`pageRobots` of src/shared/robots.ts), the same as its X-Robots-Tag. */
  robots: Robots
  updatedAt: string | null
  /** The language's site-search page, which answers `?q=`: the website's search action. */
  searchPath: string | null
}

const OG_LOCALE: Record<Locale, string> = { 'en-US': 'en_US', 'es-MX': 'es_MX' }

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

export function pageHead(seo: PageSeo) {
  const url = absoluteUrl(seo.siteUrl, seo.path)
  const image = seo.image ? absoluteUrl(seo.siteUrl, seo.image.url) : null
  const other: Locale = seo.locale === 'en-US' ? 'es-MX' : 'en-US'
  const alternates = (Object.entries(seo.alternates) as [Locale, string | null][]).filter((pair): pair is [Locale, string] => pair[1] !== null)
  const englishUrl = seo.alternates['en-US']

  const meta = [
    { title: seo.title },
    ...(seo.description ? [{ name: 'description', content: seo.description }] : []),
    ...(seo.robots ? [{ name: 'robots', content: seo.robots }] : []),
    { property: 'og:type', content: seo.kind },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: seo.title },
    ...(seo.description ? [{ property: 'og:description', content: seo.description }] : []),
    { property: 'og:url', content: url },
    { property: 'og:locale', content: OG_LOCALE[seo.locale] },
    ...(seo.alternates[other] ? [{ property: 'og:locale:alternate', content: OG_LOCALE[other] }] : []),
    ...(image
      ? [
          { property: 'og:image', content: image },
          ...(seo.image?.width ? [{ property: 'og:image:width', content: String(seo.image.width) }] : []),
          ...(seo.image?.height ? [{ property: 'og:image:height', content: String(seo.image.height) }] : []),
          ...(seo.image?.alt ? [{ property: 'og:image:alt', content: seo.image.alt }] : []),
        ]
      : []),
    // The card's title, description and image come from the og: tags above, which X reads when
    // its own are absent: only the card's kind has no og: counterpart.
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ]

  const links = [
    { rel: 'canonical', href: url },
    ...alternates.map(([locale, path]) => ({ rel: 'alternate', hrefLang: locale, href: absoluteUrl(seo.siteUrl, path) })),
    ...(englishUrl ? [{ rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(seo.siteUrl, englishUrl) }] : []),
  ]

  const organization = { '@type': 'Organization', '@id': `${seo.siteUrl}/#organization`, name: seo.siteName, url: `${seo.siteUrl}/` }
  const website = {
    '@type': 'WebSite',
    '@id': `${seo.siteUrl}/#website`,
    name: seo.siteName,
    url: `${seo.siteUrl}/`,
    inLanguage: ['en-US', 'es-MX'],
    publisher: { '@id': organization['@id'] },
    ...(seo.searchPath
      ? {
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(seo.siteUrl, seo.searchPath)}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }
      : {}),
  }
  const webPage = {
    '@type': seo.kind === 'article' ? 'Article' : 'WebPage',
    '@id': `${url}#page`,
    url,
    inLanguage: seo.locale,
    ...(seo.kind === 'article' ? { headline: seo.title, publisher: { '@id': organization['@id'] } } : { name: seo.title }),
    ...(seo.description ? { description: seo.description } : {}),
    ...(image ? { image } : {}),
    ...(seo.updatedAt ? { dateModified: seo.updatedAt } : {}),
    isPartOf: { '@id': website['@id'] },
  }
  const jsonLd = JSON.stringify({ '@context': 'https://schema.org', '@graph': [organization, website, webPage] })
  // "<" cannot close the script element from inside the data: JSON-LD stays inert.
  const scripts = [{ type: 'application/ld+json', children: jsonLd.replace(/</g, '\\u003c') }]

  return { meta, links, scripts }
}
