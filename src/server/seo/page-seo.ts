/**
 * A page's head as search engines and share previews read it, built on the server with the page
 * (src/queries/content.functions.ts): the browser receives the finished tags and never carries
 * the code that makes them.
 */
import { pageTypeIdOf } from '../../page-types/page-type.ts'
import type { Page, SiteSettings } from '../../queries/content-model.ts'
import { pageHead, type PageSeo } from './page-head.ts'

export type PageHead = ReturnType<typeof pageHead>

/** Pages search engines should not list: a thank-you page only makes sense after a form. */
export const NOINDEX_PAGE_TYPES: ReadonlySet<string> = new Set([
  'thankYouMessage',
  // Donation pages for ads, partner frames and redirects: traffic is sent there, never searched for.
  'embeddableDonationForm',
  'paymentCardForm',
  'customDonationFormRedirect',
  'adsLanding',
  'googleAdsLanding',
])

export function headOfPage(page: Page, settings: SiteSettings, siteUrl: string): PageHead {
  const shareImage = page.heroImage ?? settings.defaultShareImage
  const pageTypeId = pageTypeIdOf(page)
  const seo: PageSeo = {
    siteUrl,
    siteName: settings.siteName,
    locale: page.locale,
    title: page.title,
    description: page.summary,
    path: page.path,
    alternates: page.alternates,
    image: shareImage ? { url: shareImage.url, width: shareImage.width, height: shareImage.height, alt: shareImage.description } : null,
    kind: pageTypeId === 'contentDetail' || pageTypeId === 'planDetail' ? 'article' : 'website',
    noindex: NOINDEX_PAGE_TYPES.has(pageTypeId ?? ''),
    updatedAt: page.updatedAt,
    searchPath: settings.searchPath,
  }
  return pageHead(seo)
}
