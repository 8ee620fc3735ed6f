import { useSuspenseQuery } from '@tanstack/react-query'
import { labelsQueryOptions } from '../../queries/content-query-options'
import type { Locale } from '../locale'
import { messages, type MessageKey } from './messages'

export type Translate = (key: MessageKey) => string

/** The UI strings of a language: CMS labels first, the site's own catalogue underneath. */
export function useLabels(locale: Locale): Translate {
  const { data: labels } = useSuspenseQuery(labelsQueryOptions(locale))
  return (key) => labels[key] ?? messages[locale][key]
}
