import { z } from 'zod'
import { richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/**
 * The donorWall page's own fields: its words, how many donors a page lists and whether amounts
 * are shown (shared/fundraising/donor-wall-settings.ts reads those two; off and 24 unless set).
 */
export const donorWallFields = definePageFields({
  body: richTextSchema,
  donorsPerPage: z.number().int().min(6).max(100),
  showAmounts: z.boolean(),
})
