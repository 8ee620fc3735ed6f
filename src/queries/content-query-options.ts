/**
 * queryOptions factories for content many features share; one key root: ['content', …].
 * Published content changes rarely within a visit, so it stays fresh for the page's life.
 */
import { queryOptions } from '@tanstack/react-query'
import type { LabelGroup } from '../shared/i18n/label-groups'
import type { Locale } from '../shared/locale'
import { fetchLabels, fetchPage, fetchPersonalizedContent, fetchPlans, fetchSiteSettings } from './content.functions'

const CONTENT_STALE_TIME = 5 * 60_000

type PageView = Awaited<ReturnType<typeof fetchPage>>

export const pageQueryOptions = (locale: Locale, path: string, forced: Readonly<Record<string, string>> = {}) =>
  queryOptions({
    queryKey: ['content', 'page', locale, path, forced],
    queryFn: () => fetchPage({ data: { locale, path, forced: { ...forced } } }),
    staleTime: CONTENT_STALE_TIME,
    // The head's tags are in the page's HTML already: the browser's copy keeps the title, for the tab.
    meta: { browserCopy: (view: PageView) => view && { ...view, head: { meta: view.head.meta.filter((tag) => 'title' in tag), links: [], scripts: [] } } },
  })

export const siteSettingsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'site-settings', locale],
    queryFn: () => fetchSiteSettings({ data: { locale } }),
    staleTime: CONTENT_STALE_TIME,
  })

/** One query per set of groups, in a stable order whatever order a part names them in. */
export const labelsQueryOptions = (locale: Locale, groups: readonly LabelGroup[]) =>
  queryOptions({
    queryKey: ['content', 'labels', locale, ...[...new Set(groups)].sort()],
    queryFn: () => fetchLabels({ data: { locale, groups: [...new Set(groups)].sort() } }),
    staleTime: CONTENT_STALE_TIME,
  })

export const plansQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'plans', locale],
    queryFn: () => fetchPlans({ data: { locale } }),
    staleTime: CONTENT_STALE_TIME,
  })

/** A state code as the server takes it (two letters), else null: a stored or looked-up value is not trusted to be one. */
const stateCodeOrNull = (stateCode: string | null | undefined) => (stateCode && /^[A-Za-z]{2}$/.test(stateCode) ? stateCode.toUpperCase() : null)

export const personalizedContentQueryOptions = (locale: Locale, stateCode: string | null | undefined) =>
  queryOptions({
    queryKey: ['content', 'personalized', locale, stateCodeOrNull(stateCode)],
    queryFn: () => fetchPersonalizedContent({ data: { locale, stateCode: stateCodeOrNull(stateCode) } }),
    staleTime: CONTENT_STALE_TIME,
  })
