import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../shared/locale'
import { fetchActionModals } from './action-modals.functions'

/** The action modals of one page type (its content type id), fetched by the modal host after hydration. */
export const actionModalsQueryOptions = (locale: Locale, pageType: string) =>
  queryOptions({
    queryKey: ['modals', 'action-modals', locale, pageType],
    queryFn: () => fetchActionModals({ data: { locale, pageType } }),
    staleTime: 5 * 60_000,
  })
