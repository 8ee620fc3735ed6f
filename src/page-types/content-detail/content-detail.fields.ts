import { richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/** The contentDetail entry's own fields, beyond those every page has. */
export const contentDetailFields = definePageFields({ body: richTextSchema })
