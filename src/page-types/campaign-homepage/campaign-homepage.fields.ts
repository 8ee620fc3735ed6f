import { z } from 'zod'
import { entrySummarySchema, richTextSchema } from '../../queries/content-model.ts'

/** The campaignHomepage entry's own fields, beyond those every page has. */
export const campaignHomepageFieldsSchema = z.object({
  body: richTextSchema.optional(),
  featuredPages: z.array(entrySummarySchema).optional(),
})
export type CampaignHomepageFields = z.infer<typeof campaignHomepageFieldsSchema>
