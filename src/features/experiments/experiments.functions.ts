import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { contentService } from '../../server/content/content-service.server'
import { variationChoices } from '../../server/experiments/experiment-rules'
import { LOCALES } from '../../shared/locale'

/** A summary of every experiment, for the development panel. */
export const fetchExperimentSummaries = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }) =>
    (await contentService().current()).experiments(data.locale).map((experiment) => ({
      name: experiment.experimentName,
      isActive: experiment.isActive,
      conditions: { pageTypes: experiment.conditions.pageTypes ?? null, pagePaths: experiment.conditions.pagePaths ?? null },
      choices: variationChoices(experiment),
    })),
  )
