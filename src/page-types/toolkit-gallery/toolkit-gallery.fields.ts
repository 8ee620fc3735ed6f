import { z } from 'zod'
import { assetSchema, richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/** The toolkitGallery entry's own fields: an introduction and the resources (images) shown as a grid. */
export const toolkitGalleryFields = definePageFields({
  body: richTextSchema,
  items: z.array(assetSchema),
})
