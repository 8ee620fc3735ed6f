import { richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields, type FieldsOf } from '../../content-model/page-fields.ts'

/** The contentDetail entry's own fields, beyond those every page has. */
export const contentDetailFields = definePageFields({ body: richTextSchema })
export type ContentDetailFields = FieldsOf<typeof contentDetailFields>
