import { z } from 'zod'
import { formPageShape } from '../../shared/forms/form-page.fields.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/** The callPage's own fields: the number to call (E.164), the script (body) and the call-log form. */
export const callPageFields = definePageFields(
  {
    ...formPageShape,
    phoneNumber: z.string().regex(/^\+[1-9]\d{7,14}$/, 'a phone number in international form, like +12025550143'),
  },
  { required: ['form', 'phoneNumber'] },
)
