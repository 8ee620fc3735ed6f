import { useQueryClient, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { labelsQueryOptions } from '../../queries/content-query-options'
import type { Locale } from '../locale'
import type { LabelGroup, LabelsOf } from './label-groups'
import type { MessageKey } from './messages'

/** A part's UI strings: typed by the keys of the groups it asked for, so a part is handed only what it may read. */
export type Translate<Key extends MessageKey = MessageKey> = (key: Key) => string

/**
 * The UI strings of some groups in a language: CMS labels over the site's own catalogue, merged on
 * the server (fetchLabels), one query per set of groups (ADR 031). A part inside a page type asks
 * for its own groups; when a set the loader fetched already holds them, it reads that set instead
 * of fetching again (and the page does not carry them twice). A key missing from both the CMS and
 * the catalogue shows as itself, which tests and editors can spot.
 */
export function useLabels<Group extends LabelGroup>(locale: Locale, ...groups: [Group, ...Group[]]): Translate<LabelsOf<Group>> {
  const queryClient = useQueryClient()
  const { data: labels } = useSuspenseQuery({ ...labelsQueryOptions(locale, groups), initialData: () => labelsAlreadyHere(queryClient, locale, groups) })
  return (key) => labels[key] ?? key
}

function labelsAlreadyHere(queryClient: QueryClient, locale: Locale, groups: readonly LabelGroup[]): Record<string, string> | undefined {
  for (const [key, data] of queryClient.getQueriesData<Record<string, string>>({ queryKey: ['content', 'labels', locale] })) {
    if (data && groups.every((group) => key.includes(group))) return data
  }
  return undefined
}
