import { z } from 'zod'
import { formPageFieldsSchema } from '../../shared/forms/form-page.fields.ts'

/** The callPage's own fields: the number to call (E.164), the script (body) and the call-log form. */
export const callPageFieldsSchema = formPageFieldsSchema.extend({
  phoneNumber: z.string().regex(/^\+[1-9]\d{7,14}$/, 'a phone number in international form, like +12025550143'),
})
export type CallPageFields = z.infer<typeof callPageFieldsSchema>
