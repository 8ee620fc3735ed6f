import { z } from 'zod'
import { entrySummarySchema, richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/** The toolkitLanding entry's own fields: an introduction and the toolkits it lists, in the editor's order. */
export const toolkitLandingFields = definePageFields({
  body: richTextSchema,
  toolkits: z.array(entrySummarySchema),
})
