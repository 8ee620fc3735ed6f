import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../shared/locale'
import { searchSite } from './site-search.functions'

/** Published content changes rarely within a visit: an answer stays fresh for a while. */
const SEARCH_STALE_TIME = 5 * 60_000

/** The site search's answer for a query in a language; one key root: ['search', …]. */
export const searchQueryOptions = (locale: Locale, q: string) =>
  queryOptions({
    queryKey: ['search', locale, q],
    queryFn: () => searchSite({ data: { locale, q } }),
    staleTime: SEARCH_STALE_TIME,
  })
