/**
 * Pages as the server hands them to components, for unit and integration tests: every common
 * property filled with a plain default, so a test states only what it is about. A page type's
 * content type (and settings type) come from its manifest, so a page type added later builds
 * with no edit here. Plain .ts: usable in node and browser-like tests, and out of the style extractor's way.
 */
import type { Page, PageFlags } from '../../src/content-model/content-model'
import type { PageOf } from '../../src/page-types/page-type'
import { pageTypePolicy, type PageTypeId } from '../../src/page-types/page-type-manifests'

type Overrides<P extends Page | PageOf<PageTypeId>> = Partial<Omit<P, 'flags' | 'alternates'>> & {
  /** Merged over every flag off. */
  flags?: Partial<PageFlags>
  /** Merged over the page's own locale at its own path, the other language absent. */
  alternates?: Partial<Page['alternates']>
}

export type PageOverrides = Overrides<Page>
export type PageOfOverrides<Id extends PageTypeId> = Overrides<PageOf<Id>>

const NO_FLAGS: PageFlags = { disableAlertBar: false, disableDonateBar: false, disableNavigation: false, disableFooter: false, enableSplashPage: false }

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** Any page, of a content type the site may or may not know (an unknown custom-form type, a page with none). */
export function buildAnyPage(overrides: PageOverrides & Pick<Page, 'contentType'>): Page {
  const { flags, alternates, ...rest } = overrides
  const locale = rest.locale ?? 'en-US'
  const slug = kebab(rest.id ?? rest.contentType ?? 'page')
  const path = rest.path ?? `${locale === 'es-MX' ? '/es' : ''}/${slug}`
  return {
    id: slug,
    title: slug,
    summary: null,
    heroImage: null,
    settings: {},
    fundraisingTakeovers: [],
    fundraisingTakeoverEndDate: null,
    updatedAt: null,
    fields: {},
    ...rest,
    locale,
    path,
    flags: { ...NO_FLAGS, ...flags },
    alternates: { 'en-US': null, 'es-MX': null, [locale]: path, ...alternates },
  }
}

/** A page of the page type `pageTypeId`, matched as its manifest says; its fields typed by the page type. */
export function buildPage<Id extends PageTypeId>(pageTypeId: Id, overrides: PageOfOverrides<Id> = {}): PageOf<Id> {
  const { match } = pageTypePolicy(pageTypeId)
  const byType: Pick<Page, 'contentType' | 'settings'> =
    'contentType' in match ? { contentType: match.contentType, settings: {} } : { contentType: 'customFormPage', settings: { type: match.settingsType } }
  const page = buildAnyPage({ id: pageTypeId, ...byType, ...overrides, settings: { ...byType.settings, ...overrides.settings } })
  // The fields are the overrides' (typed by the page type) or none, which every page type accepts.
  return page as PageOf<Id>
}
