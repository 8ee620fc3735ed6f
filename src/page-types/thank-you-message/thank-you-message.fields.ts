import { z } from 'zod'
import { richTextSchema } from '../../content-model/content-model.ts'
import { navigationLinkSummarySchema } from '../../shared/links/navigation-link-summary.fields.ts'
import { definePageFields, type FieldsOf } from '../../content-model/page-fields.ts'

/**
 * The thankYouMessage page's own fields (a customFormPage with settings.type "thankYouMessage"):
 * the message, the words suggested for sharing, and a button onwards. Either optional part that
 * is broken is left out, not the page.
 */
export const thankYouMessageFields = definePageFields({
  body: richTextSchema,
  shareText: z.string().trim().min(1),
  ctaLink: navigationLinkSummarySchema,
})
export type ThankYouMessageFields = FieldsOf<typeof thankYouMessageFields>
