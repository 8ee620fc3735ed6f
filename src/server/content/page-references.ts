/**
 * Which pages show which entries and assets: each page's own links, and the images of what it
 * links to (a card shows the linked page's title, summary and image, not its links). Used to purge exactly the pages a
 * publish, unpublish or delete changes.
 */
import { isLink } from './localized-reader.ts'
import type { RawEntry } from './space-snapshot.ts'

function collectLinkIds(value: unknown, into: Set<string>, only?: 'Asset'): void {
  if (isLink(value)) {
    if (!only || value.sys.linkType === only) into.add(value.sys.id)
    return
  }
  if (Array.isArray(value)) value.forEach((item) => collectLinkIds(item, into, only))
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => collectLinkIds(item, into, only))
}

/** Entry or asset id -> the ids of the page entries that show it (a page shows itself too). */
export function pageReferences(entries: readonly RawEntry[], isPage: (entry: RawEntry) => boolean): Map<string, Set<string>> {
  const byId = new Map(entries.map((entry) => [entry.sys.id, entry]))
  const references = new Map<string, Set<string>>()
  const add = (id: string, pageId: string) => {
    let pages = references.get(id)
    if (!pages) references.set(id, (pages = new Set()))
    pages.add(pageId)
  }
  for (const page of entries.filter(isPage)) {
    add(page.sys.id, page.sys.id)
    const direct = new Set<string>()
    collectLinkIds(page.fields, direct)
    for (const id of direct) {
      add(id, page.sys.id)
      const linked = byId.get(id)
      if (!linked) continue
      // A linked entry shows as a card or embed: its own text and images, not what it links to.
      const second = new Set<string>()
      collectLinkIds(linked.fields, second, 'Asset')
      for (const nested of second) add(nested, page.sys.id)
    }
  }
  return references
}
