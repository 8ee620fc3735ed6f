import { z } from 'zod'
import { richTextSchema } from '../../content-model/content-model.ts'
import { definePageFields } from '../../content-model/page-fields.ts'

const text = z.string().trim().min(1)

const columnSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  label: text,
})

const rowSchema = z.object({
  topic: text,
  /** By column key. A cell that is not text is dropped with the unknown ones. */
  cells: z.record(z.string(), z.unknown()).default({}),
})

/**
 * The comparison: two or three sides, one row per topic. A cell naming no column (a renamed or
 * misspelt key) is dropped rather than shown under the wrong side; a row left with no cell drops.
 */
export const comparisonSchema = z
  .object({
    caption: text.optional(),
    columns: z.array(columnSchema).min(2).max(3),
    rows: z.array(rowSchema).min(1),
  })
  .superRefine((comparison, context) => {
    const seen = new Set<string>()
    comparison.columns.forEach((column, index) => {
      if (seen.has(column.key)) context.addIssue({ code: 'custom', message: `column key "${column.key}" is used twice`, path: ['columns', index, 'key'] })
      seen.add(column.key)
    })
  })
  .transform(({ caption, columns, rows }) => {
    const keys = new Set(columns.map((column) => column.key))
    const kept = rows.flatMap(({ topic, cells }) => {
      const known = Object.fromEntries(
        Object.entries(cells).flatMap(([key, value]) => (keys.has(key) && typeof value === 'string' && value.trim() !== '' ? [[key, value.trim()]] : [])),
      ) as Record<string, string>
      return Object.keys(known).length > 0 ? [{ topic, cells: known }] : []
    })
    return { caption: caption ?? null, columns, rows: kept }
  })
  .refine((comparison) => comparison.rows.length > 0, { message: 'no row has a cell for any column', path: ['rows'] })

export type Comparison = z.output<typeof comparisonSchema>

/** The policyComparison page's own fields (a customFormPage with settings.type "policyComparison"). */
export const policyComparisonFields = definePageFields({ comparison: comparisonSchema, body: richTextSchema }, { required: ['comparison'] })
