import { z } from 'zod'
import { richTextSchema } from '../../queries/content-model.ts'

/** The searchPage page's own fields (a customFormPage with settings.type "searchPage"): an optional introduction. */
export const searchPageFieldsSchema = z.object({
  body: richTextSchema.optional(),
})
export type SearchPageFields = z.output<typeof searchPageFieldsSchema>
