/** The fields every form page shares (volunteer, survey, sticker, call page): server-only schema. */
import { z } from 'zod'
import { entrySummarySchema, richTextSchema } from '../../queries/content-model.ts'
import { formDefinitionSchema } from './form-definition.fields.ts'

export const formPageFieldsSchema = z.object({
  body: richTextSchema.optional(),
  form: formDefinitionSchema,
  successPage: entrySummarySchema.optional(),
  successRedirectUrl: z.string().optional(),
})
export type FormPageFields = z.infer<typeof formPageFieldsSchema>
