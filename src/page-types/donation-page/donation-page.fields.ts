import { entrySummarySchema, richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields, type FieldsOf } from '../../content-model/page-fields.ts'

/**
 * The own fields of the donation page types (embeddable form, payment-card form, ads landings,
 * redirect): the words around the form. What the form does is in the page's settings
 * (shared/fundraising/donation-settings.ts); where the visitor goes after giving is `successPage`.
 */
export const donationPageFields = definePageFields({
  body: richTextSchema,
  successPage: entrySummarySchema,
})
export type DonationPageFields = FieldsOf<typeof donationPageFields>
