import { z } from 'zod'
import { assetSchema, richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/** The toolkitDetail entry's own fields: the guide, its downloadable resources and an optional video. */
export const toolkitDetailFields = definePageFields({
  body: richTextSchema,
  resources: z.array(assetSchema),
  videoUrl: z.string().min(1),
  videoThumbnail: assetSchema,
})
