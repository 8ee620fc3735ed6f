import { z } from 'zod'
import { entrySummarySchema, richTextSchema } from '../../queries/content-model.ts'

/** The planDetail entry's own fields. Topics feed the plans filter (content-index); related plans are cards. */
export const planDetailFieldsSchema = z.object({
  body: richTextSchema.optional(),
  topics: z.array(entrySummarySchema).optional(),
  relatedPlans: z.array(entrySummarySchema).optional(),
})
export type PlanDetailFields = z.infer<typeof planDetailFieldsSchema>
