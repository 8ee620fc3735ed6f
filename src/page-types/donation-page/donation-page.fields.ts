import { z } from 'zod'
import { entrySummarySchema, richTextSchema } from '../../queries/content-model.ts'

/**
 * The own fields of the donation page types (embeddable form, payment-card form, ads landings,
 * redirect): the words around the form. What the form does is in the page's settings
 * (shared/fundraising/donation-settings.ts); where the visitor goes after giving is `successPage`.
 */
export const donationPageFieldsSchema = z.object({
  body: richTextSchema.optional(),
  successPage: entrySummarySchema.optional().catch(undefined),
})
export type DonationPageFields = z.output<typeof donationPageFieldsSchema>
