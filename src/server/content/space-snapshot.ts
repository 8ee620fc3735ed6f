/**
 * The raw shape both content sources produce: Contentful's own "all locales" format, as written
 * by `contentful space export` and as answered by the Delivery API with `locale=*`.
 * Parsed at the edge (read-export-file.ts, contentful-delivery.server.ts); trusted inside.
 */
import { z } from 'zod'

const linkToContentType = z.object({ sys: z.object({ id: z.string().min(1) }) })

/** Field id -> locale code -> value. */
const localizedFields = z.record(z.string(), z.record(z.string(), z.unknown()))

const rawEntrySchema = z.object({
  sys: z.object({
    id: z.string().min(1),
    contentType: linkToContentType,
    updatedAt: z.string().optional(),
  }),
  fields: localizedFields.default({}),
})

const rawAssetSchema = z.object({
  sys: z.object({ id: z.string().min(1), updatedAt: z.string().optional() }),
  fields: localizedFields.default({}),
})

export const rawLocaleSchema = z.object({
  code: z.string().min(2),
  fallbackCode: z.string().nullish(),
  default: z.boolean().optional(),
})

/** The file's frame; each entry and asset is parsed on its own so one bad item drops alone. */
export const spaceFrameSchema = z.object({
  entries: z.array(z.unknown()),
  assets: z.array(z.unknown()).default([]),
  locales: z.array(rawLocaleSchema).min(1, 'expected at least one locale'),
})

export type RawEntry = z.infer<typeof rawEntrySchema>
export type RawAsset = z.infer<typeof rawAssetSchema>
export type RawLocale = z.infer<typeof rawLocaleSchema>
export type SpaceSnapshot = { entries: RawEntry[]; assets: RawAsset[]; locales: RawLocale[]; issues: ContentIssue[] }

/**
 * A problem with one entry: reported with the entry's id, locale and field, never fatal for the
 * site. `skipped` says whether the whole entry was left out, only the part the field shows, or
 * nothing (the entry is served as it is, likely not as the editor meant: a path's suffix that is
 * no state code).
 */
export type ContentIssue = {
  entryId: string
  contentType: string
  /** The locale the problem was found in; absent when it is not tied to one. */
  locale?: string
  field: string
  message: string
  skipped?: 'entry' | 'field' | 'nothing'
}

export function formatContentIssue(issue: ContentIssue): string {
  const where = `Content entry ${issue.entryId} (${issue.contentType}${issue.locale ? `, ${issue.locale}` : ''})`
  const what = issue.skipped === 'field' ? `field ${issue.field} left out` : issue.skipped === 'nothing' ? `served, but field ${issue.field}` : `skipped: ${issue.field}`
  return `${where} ${what}: ${issue.message}`
}

function describeUnparsed(item: unknown): { id: string; contentType: string } {
  const sys = (item as { sys?: { id?: unknown; contentType?: { sys?: { id?: unknown } } } } | null)?.sys
  return {
    id: typeof sys?.id === 'string' ? sys.id : '(no id)',
    contentType: typeof sys?.contentType?.sys?.id === 'string' ? sys.contentType.sys.id : 'unknown type',
  }
}

/** Splits a parsed frame into valid items and the issues of the items that were dropped. */
export function parseSpaceItems(frame: z.infer<typeof spaceFrameSchema>): SpaceSnapshot {
  const issues: ContentIssue[] = []
  const keep = <T>(schema: z.ZodType<T>, items: unknown[], kind: 'entry' | 'asset'): T[] =>
    items.flatMap((item) => {
      const parsed = schema.safeParse(item)
      if (parsed.success) return [parsed.data]
      const { id, contentType } = describeUnparsed(item)
      const first = parsed.error.issues[0]
      issues.push({
        entryId: id,
        contentType: kind === 'asset' ? 'asset' : contentType,
        field: first?.path.join('.') || kind,
        message: first?.message ?? 'invalid',
      })
      return []
    })
  return {
    entries: keep(rawEntrySchema, frame.entries, 'entry'),
    assets: keep(rawAssetSchema, frame.assets, 'asset'),
    locales: frame.locales,
    issues,
  }
}
