/**
 * queryOptions factories for content many features share; one key root: ['content', …].
 * Published content changes rarely within a visit, so it stays fresh for the page's life.
 */
import { queryOptions } from '@tanstack/react-query'
import type { LabelGroup } from '../shared/i18n/label-groups'
import { stateCodeOrNull } from '../shared/segments/personalized-content'
import type { Locale } from '../shared/locale'
import { fetchLabels, fetchPage, fetchPageHead, fetchPersonalizedContent, fetchPlans, fetchSiteSettings } from './content.functions'
import { SERVER_ONLY } from './server-only-query'

const CONTENT_STALE_TIME = 5 * 60_000

export const pageQueryOptions = (locale: Locale, path: string, forced: Readonly<Record<string, string>> = {}) =>
  queryOptions({
    queryKey: ['content', 'page', locale, path, forced],
    queryFn: () => fetchPage({ data: { locale, path, forced: { ...forced } } }),
    staleTime: CONTENT_STALE_TIME,
  })

/** The page's head for crawlers and share previews: the server's render writes it into the HTML, the browser never fetches it. */
export const pageHeadQueryOptions = (locale: Locale, path: string, forced: Readonly<Record<string, string>> = {}) =>
  queryOptions({
    queryKey: ['content', 'page-head', locale, path, forced],
    queryFn: () => fetchPageHead({ data: { locale, path, forced: { ...forced } } }),
    staleTime: CONTENT_STALE_TIME,
    meta: SERVER_ONLY,
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
