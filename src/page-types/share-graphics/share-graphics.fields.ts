import { z } from 'zod'
import { assetSchema, richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields, type FieldsOf } from '../../content-model/page-fields.ts'

/**
 * The shareGraphics page's own fields (a customFormPage with settings.type "shareGraphics").
 * Only pictures can be shown in the grid: a linked file of another kind is left out.
 */
export const shareGraphicsFields = definePageFields(
  {
    graphics: z
      .array(assetSchema)
      .transform((assets) => assets.filter((asset) => asset.contentType.startsWith('image/')))
      .refine((images) => images.length > 0, 'expected at least one image'),
    shareText: z.string().trim().min(1),
    body: richTextSchema,
  },
  { required: ['graphics'] },
)
export type ShareGraphicsFields = FieldsOf<typeof shareGraphicsFields>
