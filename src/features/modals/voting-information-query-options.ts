import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../shared/locale'
import { fetchVotingInformation } from './voting-information.functions'

/** Every state's voting information, fetched when the polling locator first opens. */
export const votingInformationQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['modals', 'voting-information', locale],
    queryFn: () => fetchVotingInformation({ data: { locale } }),
    staleTime: 5 * 60_000,
  })
