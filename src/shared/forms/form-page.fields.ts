/** The fields every form page shares (volunteer, survey, sticker, call page): server-only schemas. */
import { z } from 'zod'
import { entrySummarySchema, richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'
import { formDefinitionSchema } from './form-definition.fields.ts'

export const formPageShape = {
  body: richTextSchema,
  form: formDefinitionSchema,
  successPage: entrySummarySchema,
  successRedirectUrl: z.string().min(1),
}

/** Without its form, a form page shows its words and no form. */
export const formPageFields = definePageFields(formPageShape, { required: ['form'] })
