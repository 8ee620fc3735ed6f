import { z } from 'zod'
import { assetSchema, entrySummarySchema, richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

/** A story step (a linked storyStep entry): its heading, text and the graphic it shows. */
const storyStepSchema = entrySummarySchema.extend({
  fields: z.object({ heading: z.string().min(1), body: z.string().min(1), image: assetSchema }),
})
export type StoryStep = z.infer<typeof storyStepSchema>

/**
 * The scrollytelling entry's own fields. A step that is incomplete (no image, no text) is left
 * out rather than taking the whole story down; a story with no usable step shows its body alone.
 */
export const scrollytellingFields = definePageFields(
  {
    body: richTextSchema,
    steps: z
      .array(storyStepSchema.nullable().catch(null))
      .transform((steps) => steps.filter((step): step is StoryStep => step !== null))
      .refine((steps) => steps.length > 0, 'a story needs at least one complete step (heading, body and image)'),
  },
  { required: ['steps'] },
)
