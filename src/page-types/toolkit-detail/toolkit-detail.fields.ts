import { z } from 'zod'
import { assetSchema, richTextSchema } from '../../queries/content-model.ts'

/** The toolkitDetail entry's own fields: the guide, its downloadable resources and an optional video. */
export const toolkitDetailFieldsSchema = z.object({
  body: richTextSchema.optional(),
  resources: z.array(assetSchema).optional(),
  videoUrl: z.string().optional(),
  videoThumbnail: assetSchema.optional(),
})
export type ToolkitDetailFields = z.infer<typeof toolkitDetailFieldsSchema>
