import { z } from 'zod'
import { richTextSchema } from '../../queries/content-model.ts'
import { navigationLinkSummarySchema } from '../../shared/links/navigation-link-summary.fields.ts'

/**
 * The splashPage page's own fields (a customFormPage with settings.type "splashPage"): its text
 * and its one button. A button with no label or nowhere to go is left out, not the page.
 */
export const splashPageFieldsSchema = z.object({
  body: richTextSchema.optional(),
  ctaLink: navigationLinkSummarySchema.optional().catch(undefined),
})
export type SplashPageFields = z.output<typeof splashPageFieldsSchema>
