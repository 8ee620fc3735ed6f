/**
 * A page's head as search engines and share previews read it, built on the server with the page
 * (src/queries/content.functions.ts): the browser receives the finished tags and never carries
 * the code that makes them.
 */
import { pageTypeOf, pageTypePolicy } from '../../page-types/page-type-manifests.ts'
import type { Page, SiteSettings } from '../../content-model/content-model.ts'
import { pageRobots } from '../../shared/robots.ts'
import { pageHead, type PageSeo } from './page-head.ts'

export type PageHead = ReturnType<typeof pageHead>

/** `preview`: an editor's draft, never listed (the same decision as the response's X-Robots-Tag). */
export function headOfPage(page: Page, settings: SiteSettings, siteUrl: string, { preview = false }: { preview?: boolean } = {}): PageHead {
  const shareImage = page.heroImage ?? settings.defaultShareImage
  // What the manifest of the page type that shows it says (a custom-form page of a type the site lacks: the plain article's).
  const seoPolicy = pageTypePolicy(pageTypeOf(page)).seo
  const seo: PageSeo = {
    siteUrl,
    siteName: settings.siteName,
    locale: page.locale,
    title: page.title,
    description: page.summary,
    path: page.path,
    alternates: page.alternates,
    image: shareImage ? { url: shareImage.url, width: shareImage.width, height: shareImage.height, alt: shareImage.description } : null,
    kind: seoPolicy.kind,
    robots: pageRobots({ listed: seoPolicy.index, preview }),
    updatedAt: page.updatedAt,
    searchPath: settings.searchPath,
  }
  return pageHead(seo)
}
