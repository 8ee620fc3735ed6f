/**
 * The content model as Contentful describes it (an export's `contentTypes`, or the Delivery API's
 * content types): each content type's fields with their type, localization, `required` flag and
 * validations. Parsed at the edge, one content type at a time, so one odd type drops alone.
 */
import { z } from 'zod'
import type { ContentProblem } from './content-problem.ts'

const validationsSchema = z.array(z.record(z.string(), z.unknown())).default([])

const contentTypeFieldSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  localized: z.boolean().default(false),
  required: z.boolean().default(false),
  disabled: z.boolean().optional(),
  omitted: z.boolean().optional(),
  linkType: z.string().optional(),
  items: z.object({ type: z.string().min(1), linkType: z.string().optional(), validations: validationsSchema }).optional(),
  validations: validationsSchema,
})

const contentTypeSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  fields: z.array(contentTypeFieldSchema),
})

export type ContentTypeField = z.infer<typeof contentTypeFieldSchema>
export type ContentType = z.infer<typeof contentTypeSchema>

export function parseContentTypes(items: unknown): { contentTypes: ContentType[]; problems: ContentProblem[] } {
  const contentTypes: ContentType[] = []
  const problems: ContentProblem[] = []
  for (const item of Array.isArray(items) ? items : []) {
    const parsed = contentTypeSchema.safeParse(item)
    if (parsed.success) {
      contentTypes.push(parsed.data)
      continue
    }
    const id = (item as { sys?: { id?: unknown } } | null)?.sys?.id
    const first = parsed.error.issues[0]
    problems.push({
      check: 'model',
      severity: 'error',
      entryId: typeof id === 'string' ? id : '(no id)',
      contentType: 'contentType',
      field: first?.path.join('.') || 'contentType',
      message: `this content type cannot be read, so its entries are not checked against it: ${first?.message ?? 'invalid'}`,
    })
  }
  return { contentTypes, problems }
}

/** The content types of a `contentful space export` file's text (already checked to be JSON). */
export function exportContentTypes(text: string): { contentTypes: ContentType[]; problems: ContentProblem[] } {
  const json = JSON.parse(text) as { contentTypes?: unknown }
  return parseContentTypes(json.contentTypes)
}
