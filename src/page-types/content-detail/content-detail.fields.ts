import { z } from 'zod'
import { richTextSchema } from '../../queries/content-model.ts'

/** The contentDetail entry's own fields, beyond those every page has. */
export const contentDetailFieldsSchema = z.object({
  body: richTextSchema.optional(),
})
export type ContentDetailFields = z.infer<typeof contentDetailFieldsSchema>
