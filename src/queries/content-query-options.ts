/**
 * queryOptions factories for content many features share; one key root: ['content', …].
 * Published content changes rarely within a visit, so it stays fresh for the page's life.
 */
import { queryOptions } from '@tanstack/react-query'
import { derivedOnce } from '../shared/derived-once'
import type { LabelGroup } from '../shared/i18n/label-groups'
import { withRichTextRenderedOnServer } from '../shared/rich-text/rendered-on-server'
import { stateCodeOrNull } from '../shared/segments/personalized-content'
import type { Locale } from '../shared/locale'
import { fetchLabels, fetchPage, fetchPersonalizedContent, fetchPlans, fetchSiteSettings } from './content.functions'

const CONTENT_STALE_TIME = 5 * 60_000

type PageView = Awaited<ReturnType<typeof fetchPage>>

/**
 * The browser's copy of a server-rendered page's view: what its HTML shows already is not sent
 * again — the head's tags but the title, kept for the tab (ADR 031), and the page's rich texts,
 * whose markup the browser keeps (ADR 033). Made once per view (ADR 036): a view is the same
 * object from request to request until the content changes, and walking it for every render
 * would be work that does not depend on the visitor.
 */
const browserCopies = derivedOnce<NonNullable<PageView>, NonNullable<PageView>>()
const pageViewForBrowser = (view: PageView): PageView =>
  view &&
  browserCopies(view, '', () => ({ ...view, page: withRichTextRenderedOnServer(view.page), head: { meta: view.head.meta.filter((tag) => 'title' in tag), links: [], scripts: [] } }))

/** Whether a cached view is the browser's copy above, not a whole view (every whole head has a canonical link). */
export const isBrowserCopy = (view: PageView | undefined): boolean => Boolean(view) && view?.head.links.length === 0

export const pageQueryOptions = (locale: Locale, path: string, forced: Readonly<Record<string, string>> = {}) =>
  queryOptions({
    queryKey: ['content', 'page', locale, path, forced],
    queryFn: () => fetchPage({ data: { locale, path, forced: { ...forced } } }),
    staleTime: CONTENT_STALE_TIME,
    meta: { browserCopy: pageViewForBrowser },
  })

export const siteSettingsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'site-settings', locale],
    queryFn: () => fetchSiteSettings({ data: { locale } }),
    staleTime: CONTENT_STALE_TIME,
  })

/** One query per set of groups, in a stable order whatever order a part names them in. */
export const labelsQueryOptions = (locale: Locale, groups: readonly LabelGroup[]) => {
  const set = [...new Set(groups)].sort()
  return queryOptions({
    queryKey: ['content', 'labels', locale, ...set],
    queryFn: () => fetchLabels({ data: { locale, groups: set } }),
    staleTime: CONTENT_STALE_TIME,
  })
}

export const plansQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'plans', locale],
    queryFn: () => fetchPlans({ data: { locale } }),
    staleTime: CONTENT_STALE_TIME,
  })

export const personalizedContentQueryOptions = (locale: Locale, visitorState: string | null | undefined) => {
  const stateCode = stateCodeOrNull(visitorState)
  return queryOptions({
    queryKey: ['content', 'personalized', locale, stateCode],
    queryFn: () => fetchPersonalizedContent({ data: { locale, stateCode } }),
    staleTime: CONTENT_STALE_TIME,
  })
}
