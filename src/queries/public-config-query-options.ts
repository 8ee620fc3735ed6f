import { queryOptions } from '@tanstack/react-query'
import { fetchPublicConfig } from './public-config.functions'

/** The public configuration, fetched once with the first page and kept for the visit. */
export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config', 'public'], queryFn: () => fetchPublicConfig(), staleTime: Infinity })
