import { z } from 'zod'
import { assetSchema, richTextSchema } from '../../queries/content-model.ts'

/** The toolkitGallery entry's own fields: an introduction and the resources (images) shown as a grid. */
export const toolkitGalleryFieldsSchema = z.object({
  body: richTextSchema.optional(),
  items: z.array(assetSchema).optional(),
})
export type ToolkitGalleryFields = z.infer<typeof toolkitGalleryFieldsSchema>
