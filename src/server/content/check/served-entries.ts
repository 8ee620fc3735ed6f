/**
 * Which entries visitors can see in a locale: the served pages (state pages too), the site settings, the entries
 * the site reads wholesale (personalized content, voting information, experiments), and every
 * non-page entry linked from those. An entry nobody links to is not checked for what it shows.
 */
import type { Locale } from '../../../shared/locale.ts'
import type { ContentIndex } from '../content-index.ts'
import { isLink, type LocalizedReader } from '../localized-reader.ts'
import { isPageEntry } from '../normalize-values.ts'
import type { RawEntry, SpaceSnapshot } from '../space-snapshot.ts'

const READ_WHOLESALE = new Set(['personalizedContent', 'votingInformation', 'experiment'])

/** Every entry link inside a value: plain links, arrays, JSON and rich-text targets alike. */
export function linkedEntryIds(value: unknown, into: string[] = []): string[] {
  if (isLink(value)) {
    if (value.sys.linkType === 'Entry') into.push(value.sys.id)
  } else if (Array.isArray(value)) {
    for (const item of value) linkedEntryIds(item, into)
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) linkedEntryIds(item, into)
  }
  return into
}

export function servedEntries(snapshot: SpaceSnapshot, index: ContentIndex, reader: LocalizedReader, locale: Locale): RawEntry[] {
  const served = new Map<string, RawEntry>()
  const queue: RawEntry[] = []
  const visit = (entry: RawEntry | undefined) => {
    if (!entry || served.has(entry.sys.id)) return
    served.set(entry.sys.id, entry)
    queue.push(entry)
  }
  for (const page of [...index.pages(locale), ...index.statePages(locale)]) visit(reader.entries.get(page.id))
  visit(snapshot.entries.find((entry) => entry.sys.contentType.sys.id === 'siteSettings'))
  for (const entry of snapshot.entries) if (READ_WHOLESALE.has(entry.sys.contentType.sys.id)) visit(entry)
  while (queue.length > 0) {
    const entry = queue.shift() as RawEntry
    for (const field of Object.keys(entry.fields)) {
      for (const id of linkedEntryIds(reader.field(entry, field, locale))) {
        const target = reader.entries.get(id)
        // A linked page is seen only if it is served itself (then it is already here).
        if (target && !isPageEntry(target)) visit(target)
      }
    }
  }
  return [...served.values()]
}
