import { z } from 'zod'
import { richTextSchema } from '../../queries/content-model.ts'

/**
 * The donorWall page's own fields: its words, how many donors a page lists and whether amounts
 * are shown (shared/fundraising/donor-wall-settings.ts reads those two; off and 24 unless set).
 */
export const donorWallFieldsSchema = z.object({
  body: richTextSchema.optional(),
  donorsPerPage: z.number().int().min(6).max(100).optional().catch(undefined),
  showAmounts: z.boolean().optional().catch(undefined),
})
export type DonorWallFields = z.output<typeof donorWallFieldsSchema>
