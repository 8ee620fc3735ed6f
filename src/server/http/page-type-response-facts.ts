/**
 * What a page type says about its responses: whether search engines may list it, whether other
 * sites may frame it, which query parameters its pages differ by — read from its manifest
 * (src/page-types/<folder>/<folder>.page-type.ts).
 */
import { SHELL_URL_PARAMS } from '../../page-types/page-type-manifest.ts'
import { isFrameable, isPageTypeId, pageTypePolicy } from '../../page-types/page-type-manifests.ts'
import type { PageTypeResponsePolicy } from './response-policy.ts'

/** What the response policy needs of the page type: whether it is listed and framed; null for a type the site lacks. */
export function pageTypeResponsePolicy(pageTypeId: string | null): PageTypeResponsePolicy | null {
  return isPageTypeId(pageTypeId) ? { listed: pageTypePolicy(pageTypeId).seo.index, frameable: isFrameable(pageTypeId) } : null
}

/**
 * The query parameters the server's HTML of a page of the type reads: the shell's and the page
 * type's own (a donation page's refcodes, the search's words); a missing page or an unknown type,
 * the shell's alone. Its cached copies are kept per value of these and of nothing else.
 */
export function urlParamsOfPageType(pageTypeId: string | null): readonly string[] {
  return isPageTypeId(pageTypeId) ? [...SHELL_URL_PARAMS, ...pageTypePolicy(pageTypeId).urlParams] : SHELL_URL_PARAMS
}
