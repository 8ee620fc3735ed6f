import { z } from 'zod'
import { entrySummarySchema, richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/** The planDetail entry's own fields. Topics feed the plans filter (content-index); related plans are cards. */
export const planDetailFields = definePageFields({
  body: richTextSchema,
  topics: z.array(entrySummarySchema),
  relatedPlans: z.array(entrySummarySchema),
})
