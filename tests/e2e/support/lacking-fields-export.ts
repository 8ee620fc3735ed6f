/**
 * An export as an editor can publish it when the model marks nothing beyond title and path as
 * required: every page without its page-type fields (only the fields every page has, and its
 * body), and site settings without a site name, labels or modal headings. Built by content type
 * from any export, never by its ids or copy.
 */
import { pageContentTypes } from '../../../src/page-types/page-type-manifests.ts'
import { COMMON_FIELDS } from '../../../src/server/content/normalize-page.ts'

type Fields = Record<string, Record<string, unknown> | undefined>
type Entry = { sys: { id: string; contentType: { sys: { id: string } } }; fields: Fields }

/** What every page has (and its body, which every page type shows); anything else belongs to its page type. */
const EVERY_PAGE = new Set([...COMMON_FIELDS, 'body'])
const PAGE_TYPES: ReadonlySet<string> = new Set(pageContentTypes)

/** The page entries whose page-type fields were taken away, by id. */
export function strippedPageIds(entries: readonly Entry[]): string[] {
  return entries.filter((entry) => PAGE_TYPES.has(entry.sys.contentType.sys.id) && Object.keys(entry.fields).some((field) => !EVERY_PAGE.has(field))).map((entry) => entry.sys.id)
}

export function withoutPageTypeFields<T extends { entries: Entry[] }>(data: T): T {
  for (const entry of data.entries) {
    const type = entry.sys.contentType.sys.id
    if (PAGE_TYPES.has(type)) {
      for (const field of Object.keys(entry.fields)) if (!EVERY_PAGE.has(field)) delete entry.fields[field]
    }
    if (type === 'siteSettings') {
      delete entry.fields.siteName
      delete entry.fields.labels
      for (const copies of Object.values(entry.fields.modalLabels ?? {})) {
        for (const copy of Object.values((copies ?? {}) as Record<string, Record<string, unknown>>)) delete copy.heading
      }
    }
  }
  return data
}
