/**
 * What the Sync API answers, applied to the content a process holds: entries and assets are
 * upserted by id, deletions remove them, and an item that does not parse replaces its old version
 * with an issue. Pure; a delta that changes nothing answers the very space it was given, which is
 * how "nothing changed" travels up to the content service (and keeps the origin cache warm).
 */
import { parseSpaceItems, type ContentIssue, type RawAsset, type RawEntry, type RawLocale, type SpaceSnapshot } from './space-snapshot.ts'

export type SyncedSpace = {
  readonly entries: ReadonlyMap<string, RawEntry>
  readonly assets: ReadonlyMap<string, RawAsset>
  /** Items the API sent that could not be parsed, by kind and id; they stay until fixed or deleted. */
  readonly issues: ReadonlyMap<string, ContentIssue>
}

/** One sync's items, as the SDK groups them (all pages of it). */
export type SyncDelta = {
  readonly entries: readonly unknown[]
  readonly assets: readonly unknown[]
  readonly deletedEntries: readonly { sys: { id: string } }[]
  readonly deletedAssets: readonly { sys: { id: string } }[]
}

export const EMPTY_SPACE: SyncedSpace = { entries: new Map(), assets: new Map(), issues: new Map() }

const sameItem = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

export function applySyncDelta(space: SyncedSpace, delta: SyncDelta): SyncedSpace {
  if (delta.entries.length + delta.assets.length + delta.deletedEntries.length + delta.deletedAssets.length === 0) return space
  const entries = new Map(space.entries)
  const assets = new Map(space.assets)
  const issues = new Map(space.issues)
  let changed = false
  const put = <T>(map: Map<string, T>, id: string, item: T) => {
    if (map.has(id) && sameItem(map.get(id), item)) return
    map.set(id, item)
    changed = true
  }
  const remove = (map: Map<string, unknown>, id: string) => {
    if (map.delete(id)) changed = true
  }

  // Entries and assets apart: an issue's content type does not tell an asset from an entry of a type named "asset".
  const parsedEntries = parseSpaceItems({ entries: [...delta.entries], assets: [], locales: [] })
  const parsedAssets = parseSpaceItems({ entries: [], assets: [...delta.assets], locales: [] })
  for (const entry of parsedEntries.entries) {
    put(entries, entry.sys.id, entry)
    remove(issues, `entry:${entry.sys.id}`)
  }
  for (const asset of parsedAssets.assets) {
    put(assets, asset.sys.id, asset)
    remove(issues, `asset:${asset.sys.id}`)
  }
  for (const issue of parsedEntries.issues) {
    remove(entries, issue.entryId)
    put(issues, `entry:${issue.entryId}`, issue)
  }
  for (const issue of parsedAssets.issues) {
    remove(assets, issue.entryId)
    put(issues, `asset:${issue.entryId}`, issue)
  }
  for (const { sys } of delta.deletedEntries) {
    remove(entries, sys.id)
    remove(issues, `entry:${sys.id}`)
  }
  for (const { sys } of delta.deletedAssets) {
    remove(assets, sys.id)
    remove(issues, `asset:${sys.id}`)
  }
  return changed ? { entries, assets, issues } : space
}

/** Whether two spaces hold the same content (after a new initial sync, say). */
export function sameSpace(a: SyncedSpace, b: SyncedSpace): boolean {
  const sameMap = (x: ReadonlyMap<string, unknown>, y: ReadonlyMap<string, unknown>) =>
    x.size === y.size && [...x].every(([id, item]) => y.has(id) && sameItem(item, y.get(id)))
  return a === b || (sameMap(a.entries, b.entries) && sameMap(a.assets, b.assets) && sameMap(a.issues, b.issues))
}

export function snapshotOf(space: SyncedSpace, locales: RawLocale[]): SpaceSnapshot {
  return { entries: [...space.entries.values()], assets: [...space.assets.values()], locales, issues: [...space.issues.values()] }
}
