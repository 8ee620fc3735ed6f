import { useSuspenseQuery } from '@tanstack/react-query'
import { labelsQueryOptions } from '../../queries/content-query-options'
import type { Locale } from '../locale'
import type { MessageKey } from './messages'

export type Translate = (key: MessageKey) => string

/**
 * The UI strings of a language: CMS labels over the site's own catalogue, merged on the server
 * (fetchLabels). A key missing from both shows as itself, which tests and editors can spot.
 */
export function useLabels(locale: Locale): Translate {
  const { data: labels } = useSuspenseQuery(labelsQueryOptions(locale))
  return (key) => labels[key] ?? key
}
