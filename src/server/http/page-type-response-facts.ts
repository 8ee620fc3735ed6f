/**
 * What a page type says about its responses: whether search engines may list it, whether other
 * sites may frame it — read from its manifest (src/page-types/<folder>/<folder>.page-type.ts).
 */
import { isFrameable, isPageTypeId, pageTypePolicy } from '../../page-types/page-type-manifests.ts'

export function isNoindexPageType(pageTypeId: string | null): boolean {
  return isPageTypeId(pageTypeId) && !pageTypePolicy(pageTypeId).seo.index
}

/**
 * Whether the server's HTML of the page type carries the page URL's refcodes: a page type with its
 * own donation ask renders the way to give with them (src/features/fundraising/page-url-refcodes.ts),
 * so a visitor without scripts gives with their campaign's refcode. Its cached copies are then kept
 * per refcode; every other page's HTML is the same whatever the refcode.
 */
export function rendersUrlRefcodes(pageTypeId: string | null): boolean {
  return isPageTypeId(pageTypeId) && pageTypePolicy(pageTypeId).shell.ownDonateAsk
}

export function isFrameablePageType(pageTypeId: string | null): boolean {
  return isFrameable(pageTypeId)
}
