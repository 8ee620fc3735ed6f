import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../shared/locale'
import { fetchDonorWall, fetchFundraisingTotals } from './fundraising.functions'

/** Raised so far since a date; refreshed in the background so a busy night's total keeps moving. */
export const fundraisingTotalsQueryOptions = (since: string | null) =>
  queryOptions({
    queryKey: ['fundraising', 'totals', since ?? 'all'],
    queryFn: () => fetchFundraisingTotals({ data: { since } }),
    staleTime: 15_000,
    refetchInterval: 30_000,
  })

export const donorWallQueryOptions = (pageId: string, locale: Locale, page: number) =>
  queryOptions({
    queryKey: ['fundraising', 'donor-wall', locale, pageId, page],
    queryFn: () => fetchDonorWall({ data: { pageId, locale, page } }),
    staleTime: 30_000,
  })

/** Every fundraising figure on the page: refreshed after a contribution. */
export const FUNDRAISING_QUERY_KEY = ['fundraising'] as const
