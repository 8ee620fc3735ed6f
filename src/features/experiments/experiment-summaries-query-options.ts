import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../shared/locale'
import { fetchExperimentSummaries } from './experiments.functions'

export const experimentSummariesQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['experiments', 'summaries', locale], queryFn: () => fetchExperimentSummaries({ data: { locale } }) })
