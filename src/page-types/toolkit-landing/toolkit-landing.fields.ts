import { z } from 'zod'
import { entrySummarySchema, richTextSchema } from '../../queries/content-model.ts'

/** The toolkitLanding entry's own fields: an introduction and the toolkits it lists, in the editor's order. */
export const toolkitLandingFieldsSchema = z.object({
  body: richTextSchema.optional(),
  toolkits: z.array(entrySummarySchema).optional(),
})
export type ToolkitLandingFields = z.infer<typeof toolkitLandingFieldsSchema>
