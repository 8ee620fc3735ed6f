import { richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/** The plansLanding entry's own fields: an introduction. The plans themselves are every planDetail page. */
export const plansLandingFields = definePageFields({ body: richTextSchema })
