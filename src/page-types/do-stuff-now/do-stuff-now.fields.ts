import { z } from 'zod'
import { entrySummarySchema, richTextSchema } from '../../content-model/content-model.ts'
import { FORM_KEY } from '../../shared/forms/form-definition.ts'
import { formDefinitionSchema } from '../../shared/forms/form-definition.fields.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

const common = { key: z.string().regex(FORM_KEY), title: z.string().min(1), description: z.string().optional() }
const actionSchema = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('link'), label: z.string().min(1), url: z.string().min(1) }),
  z.object({ ...common, kind: z.literal('form'), form: formDefinitionSchema }),
])
export type DoStuffNowAction = z.infer<typeof actionSchema>

/**
 * The doStuffNow page's own fields: a list of actions, each a link or an inline form, and the
 * page an inline form's visitor lands on once it is stored. A broken action is left out; without
 * one that works, the page shows its body alone.
 */
export const doStuffNowFields = definePageFields(
  {
    body: richTextSchema,
    successPage: entrySummarySchema,
    actions: z.object({
      actions: z
        .array(actionSchema.nullable().catch(null))
        .transform((actions) => actions.filter((action): action is DoStuffNowAction => action !== null))
        .refine((actions) => actions.length > 0, 'a do-stuff-now page needs at least one complete action'),
    }),
  },
  { required: ['actions'] },
)
