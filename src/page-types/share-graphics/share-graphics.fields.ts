import { z } from 'zod'
import { assetSchema, richTextSchema } from '../../queries/content-model.ts'

/**
 * The shareGraphics page's own fields (a customFormPage with settings.type "shareGraphics").
 * Only pictures can be shown in the grid: a linked file of another kind is left out.
 */
export const shareGraphicsFieldsSchema = z.object({
  graphics: z
    .array(assetSchema)
    .default([])
    .transform((assets) => assets.filter((asset) => asset.contentType.startsWith('image/'))),
  shareText: z.string().trim().min(1).optional().catch(undefined),
  body: richTextSchema.optional(),
})
export type ShareGraphicsFields = z.output<typeof shareGraphicsFieldsSchema>
