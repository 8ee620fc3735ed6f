/**
 * What is true of a page type, declared once in its folder (<folder>.page-type.ts): how a page is
 * matched to it, what the shell shows around it, how search engines and the site search treat it,
 * whether other sites may frame it, the spec of its fields and its component. The server and the
 * browser read the same facts; only the server reads the fields spec, and the component loads as
 * its own chunk when a page of the type is shown (docs/decisions/026-page-type-manifest.md).
 */
import type { Page } from '../content-model/content-model'
import { FORCE_PREFIX } from '../shared/experiments/forced-variations.ts'

/**
 * What the shell around every page reads from the URL on the server, whatever the page type: the
 * zip that sets the visitor's segments (stores/initial-state-from-url.ts) and the forced experiment
 * variations (shared/experiments/forced-variations.ts). A trailing `*` ends a prefix.
 */
export const SHELL_URL_PARAMS: readonly string[] = Object.freeze(['zip', `${FORCE_PREFIX}*`])

/** A page is of this type by its content type, or — for a custom-form page — by its settings type. */
export type PageTypeMatch = { readonly contentType: string } | { readonly settingsType: string }

export type PageTypeShell = {
  /** The page type shows the splash region whatever the page's flags say. */
  readonly splash: boolean
  /** The page type carries its own donation ask: the site's donate bar would repeat it. */
  readonly ownDonateAsk: boolean
  /** The navigation shows the site's name and language switch, no menu: visitors stay on the ask. */
  readonly minimalNavigation: boolean
  readonly footer: boolean
}

export type PageTypeSeo = {
  /** Whether search engines may list it (and the sitemap names it). */
  readonly index: boolean
  /** What share previews call it (og:type). */
  readonly kind: 'article' | 'website'
  /** Whether the site's own search lists it. */
  readonly siteSearch: boolean
}

export type PageTypeManifest<Id extends string = string, Spec = unknown> = {
  readonly id: Id
  readonly match: PageTypeMatch
  readonly shell: PageTypeShell
  readonly seo: PageTypeSeo
  /** Whether the origins DONATION_EMBED_ANCESTORS lists may frame it. */
  readonly frameable: boolean
  /**
   * The query parameters its server render reads, beyond the shell's (SHELL_URL_PARAMS); a
   * trailing `*` ends a prefix. The origin cache keys its pages on these alone, and a CDN should
   * too (README, "CDN"): a parameter its HTML depends on and this list lacks would serve one
   * visitor's page to another, one it lists needlessly only splits the cache.
   */
  readonly urlParams: readonly string[]
  /**
   * The spec of its own fields, which the server parses and its component receives. Declared with
   * createServerOnlyFn, so the browser's build drops it and its import: the browser never loads the schemas.
   */
  readonly fields: () => Spec
  /** Its component's chunk: `{ default, prefetch? }` (registry.ts holds each to its id's props). */
  readonly component: () => Promise<unknown>
}

/** The spec type a manifest names (for typing a page type's component). */
export type SpecOfManifest<Manifest> = Manifest extends PageTypeManifest<string, infer Spec> ? Spec : never

/** Declares a page type: everything true of it, in its folder, listed once in page-type-manifests.ts. */
export function definePageType<const Id extends string, Spec, Component extends () => Promise<unknown>>(
  manifest: PageTypeManifest<Id, Spec> & { readonly component: Component },
): PageTypeManifest<Id, Spec> & { readonly component: Component } {
  return manifest
}

/** The id a page's type is known by: the content type, or fields.settings.type for customFormPage. */
export function pageTypeIdOf(page: Pick<Page, 'contentType' | 'settings'>): string | null {
  if (page.contentType === 'customFormPage') {
    const type = page.settings.type
    return typeof type === 'string' ? type : null
  }
  return page.contentType
}

export function matchesPage(match: PageTypeMatch, page: Pick<Page, 'contentType' | 'settings'>): boolean {
  if ('contentType' in match) return page.contentType === match.contentType
  return page.contentType === 'customFormPage' && page.settings.type === match.settingsType
}

/** The lookups over an ordered list of manifests (a function of the list, so a test may extend it). */
export function pageTypesOf<const Manifests extends readonly PageTypeManifest[]>(manifests: Manifests) {
  type Id = Manifests[number]['id']
  const byId: ReadonlyMap<string, PageTypeManifest<Id>> = new Map(manifests.map((manifest) => [manifest.id, manifest]))
  const isPageTypeId = (id: string | null): id is Id => id !== null && byId.has(id)
  /** A page type's manifest: what the shell, the head, the sitemap, the site search and the response headers follow. */
  const pageTypePolicy = (id: Id): PageTypeManifest<Id> => {
    const manifest = byId.get(id)
    if (!manifest) throw new Error(`no page type ${id}`)
    return manifest
  }
  return {
    isPageTypeId,
    pageTypePolicy,
    /**
     * The content types whose entries are pages: each page type's own (its manifest's match), and
     * the custom-form page, whose settings name its type. A new page type is a page by its manifest alone.
     */
    pageContentTypes: [...new Set(manifests.flatMap((manifest) => ('contentType' in manifest.match ? [manifest.match.contentType] : []))), 'customFormPage'] as readonly string[],
    /** The types a custom-form page's settings may name. */
    customFormTypes: manifests.flatMap((manifest) => ('settingsType' in manifest.match ? [manifest.match.settingsType] : [])) as readonly string[],
    /** The page type that shows a page, if the site has one for it. */
    resolvePageTypeId: (page: Pick<Page, 'contentType' | 'settings'>): Id | null => manifests.find((manifest) => matchesPage(manifest.match, page))?.id ?? null,
    /** Whether other sites (the origins DONATION_EMBED_ANCESTORS lists) may frame a page of this type. */
    isFrameable: (id: string | null): boolean => isPageTypeId(id) && pageTypePolicy(id).frameable,
  }
}
