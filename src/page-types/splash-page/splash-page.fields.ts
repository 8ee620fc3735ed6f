import { richTextSchema } from '../../content-model/content-model.ts'
import { navigationLinkSummarySchema } from '../../shared/links/navigation-link-summary.fields.ts'
import { definePageFields, type FieldsOf } from '../../content-model/page-fields.ts'

/**
 * The splashPage page's own fields (a customFormPage with settings.type "splashPage"): its text
 * and its one button. A button with no label or nowhere to go is left out, not the page.
 */
export const splashPageFields = definePageFields({
  body: richTextSchema,
  ctaLink: navigationLinkSummarySchema,
})
export type SplashPageFields = FieldsOf<typeof splashPageFields>
