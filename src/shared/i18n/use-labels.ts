import { useSuspenseQueries } from '@tanstack/react-query'
import { labelsQueryOptions } from '../../queries/content-query-options'
import type { Locale } from '../locale'
import type { LabelGroup, LabelsOf } from './label-groups'
import type { MessageKey } from './messages'

/** A part's UI strings: typed by the keys of the groups it asked for, so a part is handed only what it may read. */
export type Translate<Key extends MessageKey = MessageKey> = (key: Key) => string

/**
 * The UI strings of some groups in a language: CMS labels over the site's own catalogue, merged on
 * the server (fetchLabels), one query per group (ADR 031). A key missing from both shows as
 * itself, which tests and editors can spot.
 */
export function useLabels<Group extends LabelGroup>(locale: Locale, ...groups: [Group, ...Group[]]): Translate<LabelsOf<Group>> {
  const labels = useSuspenseQueries({
    queries: groups.map((group) => labelsQueryOptions(locale, group)),
    combine: (results): Readonly<Record<string, string>> => Object.assign({}, ...results.map((result) => result.data)),
  })
  return (key) => labels[key] ?? key
}
