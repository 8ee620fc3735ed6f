import { z } from 'zod'
import { richTextSchema } from '../../queries/content-model.ts'

/** The plansLanding entry's own fields: an introduction. The plans themselves are every planDetail page. */
export const plansLandingFieldsSchema = z.object({
  body: richTextSchema.optional(),
})
export type PlansLandingFields = z.infer<typeof plansLandingFieldsSchema>
