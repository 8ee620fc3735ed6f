import { z } from 'zod'
import { entrySummarySchema, richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/** The campaignHomepage entry's own fields, beyond those every page has. */
export const campaignHomepageFields = definePageFields({
  body: richTextSchema,
  featuredPages: z.array(entrySummarySchema),
})
