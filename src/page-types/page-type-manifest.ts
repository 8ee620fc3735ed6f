/**
 * What is true of a page type, declared once in its folder (<folder>.page-type.ts) as plain data:
 * how a page is matched to it, what the shell shows around it, how search engines and the site
 * search treat it, whether other sites may frame it, the query parameters its render reads and the
 * roles the rest of the site gives it. The server and the browser read the same facts. Its fields
 * spec is bound on the server (src/server/content/page-type-fields.ts), its component in the
 * browser's registry (registry.ts); the facts import neither (docs/decisions/054-page-type-facts-apart-from-bindings.md).
 */
import type { Page } from '../content-model/content-model'
import { FORCE_PREFIX } from '../shared/experiments/forced-variations.ts'
import { URL_REFCODE_PARAMS } from '../shared/fundraising/first-touch-refcode.ts'

/**
 * What the shell around every page reads from the URL on the server, whatever the page type: the
 * zip that sets the visitor's segments (stores/initial-state-from-url.ts) and the forced experiment
 * variations (shared/experiments/forced-variations.ts). A trailing `*` ends a prefix.
 */
export const SHELL_URL_PARAMS: readonly string[] = Object.freeze(['zip', `${FORCE_PREFIX}*`])

/** The content type of the custom-form page, whose settings name its page type. */
export const CUSTOM_FORM_CONTENT_TYPE = 'customFormPage'

/** A page is of this type by its content type, or — for a custom-form page — by its settings type. */
type PageTypeMatch = { readonly contentType: string } | { readonly settingsType: string }

export type PageTypeShell = {
  /** The page type shows the splash region whatever the page's flags say. */
  readonly splash: boolean
  /**
   * The page type carries its own donation ask: the site's donate bar would repeat it, and its
   * render reads the URL's refcodes (so its pages differ by them: URL_REFCODE_PARAMS joins its urlParams).
   */
  readonly ownDonateAsk: boolean
  /** The navigation shows the site's name and language switch, no menu: visitors stay on the ask. */
  readonly minimalNavigation: boolean
  readonly footer: boolean
}

type PageTypeSeo = {
  /** Whether search engines may list it (and the sitemap names it). */
  readonly index: boolean
  /** What share previews call it (og:type). */
  readonly kind: 'article' | 'website'
  /** Whether the site's own search lists it. */
  readonly siteSearch: boolean
}

/**
 * What the rest of the site asks of a page type by role rather than by id; a role belongs to at
 * most one page type (pageTypesOf refuses a list where two claim it):
 * - `fallback`: shows a custom-form page whose settings name no type the site has (a plain
 *   article of its title, summary, hero and body); the list must have one;
 * - `takeover`: the fundraising takeover may show over it (shared/fundraising/takeover-rule.ts);
 * - `catalogueLanding`: the plans catalogue's landing, which plan pages link back to, and
 *   `catalogueItem`: a plan, which the catalogue lists (content-index.ts, plans);
 * - `donors`: lists the donors from the ledger; the donor-wall server function answers for it alone;
 * - `search`: the site's search, which the head's search action points at (content-index.ts, searchPath).
 */
export type PageTypeRole = 'fallback' | 'takeover' | 'catalogueLanding' | 'catalogueItem' | 'donors' | 'search'

/** What a page type's folder declares. */
export type PageTypeDeclaration<Id extends string = string> = {
  readonly id: Id
  readonly match: PageTypeMatch
  readonly shell: PageTypeShell
  readonly seo: PageTypeSeo
  /** Whether the origins DONATION_EMBED_ANCESTORS lists may frame it. */
  readonly frameable: boolean
  /**
   * The query parameters its server render reads, beyond the shell's (SHELL_URL_PARAMS) and the
   * refcodes an own donate ask reads; a trailing `*` ends a prefix. The origin cache keys its pages
   * on these alone, and a CDN should too (README, "CDN"): a parameter its HTML depends on and this
   * list lacks would serve one visitor's page to another, one it lists needlessly only splits the cache.
   */
  readonly urlParams: readonly string[]
  /** The roles the site gives it (PageTypeRole); most page types have none. */
  readonly roles?: readonly PageTypeRole[]
}

/** A page type's facts as the site reads them: its declaration, with every parameter its render reads and its roles. */
export type PageTypeManifest<Id extends string = string> = Omit<PageTypeDeclaration<Id>, 'roles'> & { readonly roles: readonly PageTypeRole[] }

/** Declares a page type: everything true of it, in its folder, listed once in page-type-manifests.ts. */
export function definePageType<const Id extends string>(declaration: PageTypeDeclaration<Id>): PageTypeManifest<Id> {
  const { shell, urlParams, roles = [] } = declaration
  return Object.freeze({ ...declaration, urlParams: shell.ownDonateAsk ? [...new Set([...urlParams, ...URL_REFCODE_PARAMS])] : urlParams, roles })
}

function matchesPage(match: PageTypeMatch, page: Pick<Page, 'contentType' | 'settings'>): boolean {
  if ('contentType' in match) return page.contentType === match.contentType
  return page.contentType === CUSTOM_FORM_CONTENT_TYPE && page.settings.type === match.settingsType
}

/** The lookups over an ordered list of manifests (a function of the list, so a test may extend it). */
export function pageTypesOf<const Manifests extends readonly PageTypeManifest[]>(manifests: Manifests) {
  type Id = Manifests[number]['id']
  const byId: ReadonlyMap<string, PageTypeManifest<Id>> = new Map(manifests.map((manifest) => [manifest.id, manifest]))
  const byRole = new Map<PageTypeRole, Id>()
  for (const manifest of manifests) {
    for (const role of manifest.roles) {
      const holder = byRole.get(role)
      if (holder !== undefined) throw new Error(`page types ${holder} and ${manifest.id} both claim the role ${role}`)
      byRole.set(role, manifest.id)
    }
  }
  const fallback = byRole.get('fallback')
  if (fallback === undefined) throw new Error('the page types need one that shows a page of unknown type (role fallback)')
  const isPageTypeId = (id: string | null): id is Id => id !== null && byId.has(id)
  /** A page type's manifest: what the shell, the head, the sitemap, the site search and the response headers follow. */
  const pageTypePolicy = (id: Id): PageTypeManifest<Id> => {
    const manifest = byId.get(id)
    if (!manifest) throw new Error(`no page type ${id}`)
    return manifest
  }
  /** The page type of its own a page names, if the site has it: the first in order whose match fits. */
  const ownPageType = (page: Pick<Page, 'contentType' | 'settings'>): Id | null => manifests.find((manifest) => matchesPage(manifest.match, page))?.id ?? null
  /** The page type that has a role, if one has. */
  const pageTypeWithRole = (role: PageTypeRole): Id | null => byRole.get(role) ?? null
  return {
    isPageTypeId,
    pageTypePolicy,
    /**
     * Which page type shows a page — the one answer the server (fields, headers, cache key, head,
     * experiments, forms) and the route (component, shell) share: its own, or for a custom-form page
     * whose settings name no type the site has (the content index reports it) the fallback, a plain
     * article, so a published page is never taken down for its settings.
     */
    pageTypeOf: (page: Pick<Page, 'contentType' | 'settings'>): Id => ownPageType(page) ?? fallback,
    /** Whether a page is shown by the fallback because the site lacks its type (a content problem to report). */
    lacksPageType: (page: Pick<Page, 'contentType' | 'settings'>): boolean => ownPageType(page) === null,
    pageTypeWithRole,
    /** The page type that shows a page whose type the site lacks (role `fallback`). */
    fallbackPageType: fallback,
    /** Whether a page's type has a role (a page of no known type has none but the fallback's). */
    hasRole: (page: Pick<Page, 'contentType' | 'settings'>, role: PageTypeRole): boolean => byRole.get(role) === (ownPageType(page) ?? fallback),
    /**
     * The content types whose entries are pages: each page type's own (its manifest's match), and
     * the custom-form page, whose settings name its type. A new page type is a page by its manifest alone.
     */
    pageContentTypes: [...new Set(manifests.flatMap((manifest) => ('contentType' in manifest.match ? [manifest.match.contentType] : []))), CUSTOM_FORM_CONTENT_TYPE] as readonly string[],
    /** The types a custom-form page's settings may name. */
    customFormTypes: manifests.flatMap((manifest) => ('settingsType' in manifest.match ? [manifest.match.settingsType] : [])) as readonly string[],
    /** Whether other sites (the origins DONATION_EMBED_ANCESTORS lists) may frame a page of this type. */
    isFrameable: (id: string | null): boolean => isPageTypeId(id) && pageTypePolicy(id).frameable,
  }
}
