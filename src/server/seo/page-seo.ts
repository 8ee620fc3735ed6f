/**
 * A page's head as search engines and share previews read it, built on the server with the page
 * (src/queries/content.functions.ts): the browser receives the finished tags and never carries
 * the code that makes them.
 */
import { pageTypeIdOf } from '../../page-types/page-type-manifest.ts'
import { isPageTypeId, pageTypePolicy } from '../../page-types/page-type-manifests.ts'
import type { Page, SiteSettings } from '../../content-model/content-model.ts'
import { pageTypeResponsePolicy } from '../http/page-type-response-facts.ts'
import { pageRobots } from '../http/response-policy.ts'
import { pageHead, type PageSeo } from './page-head.ts'

export type PageHead = ReturnType<typeof pageHead>

export function headOfPage(page: Page, settings: SiteSettings, siteUrl: string): PageHead {
  const shareImage = page.heroImage ?? settings.defaultShareImage
  // What its page type's manifest says; a custom-form page of a type the site lacks is listed as a plain web page.
  const id = pageTypeIdOf(page)
  const seoPolicy = isPageTypeId(id) ? pageTypePolicy(id).seo : { index: true, kind: 'website' as const }
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
    robots: pageRobots({ listed: pageTypeResponsePolicy(id)?.listed ?? true }),
    updatedAt: page.updatedAt,
    searchPath: settings.searchPath,
  }
  return pageHead(seo)
}
