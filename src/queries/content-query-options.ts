/**
 * queryOptions factories for content many features share; one key root: ['content', …].
 * Published content changes rarely within a visit, so it stays fresh for the page's life.
 */
import { queryOptions } from '@tanstack/react-query'
import type { LabelGroup } from '../shared/i18n/label-groups'
import type { Locale } from '../shared/locale'
import { fetchLabels, fetchPage, fetchPersonalizedContent, fetchPlans, fetchSiteSettings } from './content.functions'

const CONTENT_STALE_TIME = 5 * 60_000

export const pageQueryOptions = (locale: Locale, path: string, forced: Readonly<Record<string, string>> = {}) =>
  queryOptions({
    queryKey: ['content', 'page', locale, path, forced],
    queryFn: () => fetchPage({ data: { locale, path, forced: { ...forced } } }),
    staleTime: CONTENT_STALE_TIME,
  })

export const siteSettingsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'site-settings', locale],
    queryFn: () => fetchSiteSettings({ data: { locale } }),
    staleTime: CONTENT_STALE_TIME,
  })

export const labelsQueryOptions = (locale: Locale, group: LabelGroup) =>
  queryOptions({
    queryKey: ['content', 'labels', locale, group],
    queryFn: () => fetchLabels({ data: { locale, group } }),
    staleTime: CONTENT_STALE_TIME,
  })

export const plansQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['content', 'plans', locale],
    queryFn: () => fetchPlans({ data: { locale } }),
    staleTime: CONTENT_STALE_TIME,
  })

export const personalizedContentQueryOptions = (locale: Locale, stateCode: string | null) =>
  queryOptions({
    queryKey: ['content', 'personalized', locale, stateCode?.toUpperCase() ?? null],
    queryFn: () => fetchPersonalizedContent({ data: { locale, stateCode: stateCode?.toUpperCase() ?? null } }),
    staleTime: CONTENT_STALE_TIME,
  })
