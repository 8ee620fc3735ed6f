/**
 * `contentful space export` writes drafts next to published entries (with --include-drafts, and
 * archived ones with --include-archived). The site serves only what is published; the preview
 * shows drafts too. An entry says which it is in its sys: a version but no publishedVersion is a
 * draft, an archivedVersion is archived. An item with neither (a hand-written export) counts as
 * published.
 */
type ItemSys = { version?: unknown; publishedVersion?: unknown; archivedVersion?: unknown }

const sysOf = (item: unknown): ItemSys => ((item as { sys?: ItemSys } | null)?.sys ?? {}) as ItemSys

function isArchived(item: unknown): boolean {
  return typeof sysOf(item).archivedVersion === 'number'
}

function isDraft(item: unknown): boolean {
  const sys = sysOf(item)
  return typeof sys.version === 'number' && typeof sys.publishedVersion !== 'number'
}

/** The items a visitor may see: published ones; in preview, drafts as well. Archived never. */
export function visibleItems(items: readonly unknown[], { drafts }: { drafts: boolean }): unknown[] {
  return items.filter((item) => !isArchived(item) && (drafts || !isDraft(item)))
}
