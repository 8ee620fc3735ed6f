import { richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/** The searchPage page's own fields (a customFormPage with settings.type "searchPage"): an optional introduction. */
export const searchPageFields = definePageFields({ body: richTextSchema })
