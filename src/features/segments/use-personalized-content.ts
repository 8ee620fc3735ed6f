import { useSuspenseQuery } from '@tanstack/react-query'
import type { PersonalizedContent } from '../../queries/content-model'
import { personalizedContentQueryOptions } from '../../queries/content-query-options'
import type { Locale } from '../../shared/locale'
import { useAppStore } from '../../stores/app-store-context'

/** For a key, the entry targeted at the visitor's state, else the one for everyone (no states). */
export function selectPersonalizedContent(items: readonly PersonalizedContent[], key: string, stateCode: string | undefined): PersonalizedContent | null {
  const candidates = items.filter((item) => item.key === key)
  const targeted = stateCode ? candidates.find((item) => item.stateCodes.includes(stateCode.toUpperCase())) : undefined
  return targeted ?? candidates.find((item) => item.stateCodes.length === 0) ?? null
}

export function usePersonalizedContent(locale: Locale, key: string): PersonalizedContent | null {
  const { data } = useSuspenseQuery(personalizedContentQueryOptions(locale))
  const stateCode = useAppStore((state) => state.segments.stateCode)
  return selectPersonalizedContent(data, key, stateCode)
}
