/**
 * Whether a URL written in the CMS leads to a page. Site paths start with "/" and never carry
 * "/es": the site adds it for es-MX (docs/content-model.md, "Paths and URLs"). Full URLs,
 * files and the site's own non-page routes are not checked here.
 */
import { localizedPath, type Locale } from '../../../shared/locale.ts'
import type { ContentIndex } from '../content-index.ts'

/** Routes that are not content pages (src/routes, public/): a link there is not a page link. */
const NON_PAGE_PREFIXES = ['/api/', '/sandbox-donations/', '/content-assets/']

/** Why a written URL leads nowhere in a locale, or null when it is fine or not a site path. */
export function sitePathProblem(url: string, locale: Locale, index: ContentIndex): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  const path = url.split(/[?#]/)[0] || '/'
  if (path === '/es' || path.startsWith('/es/')) {
    return `"${url}" starts with /es: write site paths without it ("${path.slice(3) || '/'}"), the site adds /es for es-MX`
  }
  const lastSegment = path.split('/').pop() ?? ''
  if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix)) || lastSegment.includes('.')) return null
  const served = localizedPath(path, locale)
  if (index.page(locale, served)) return null
  return `"${url}" leads to ${served}, where no page is served in ${locale}`
}
