/**
 * Published content kept up to date through Contentful's Sync API: one initial sync, then on each
 * refresh only what changed since (the next sync token), applied to the content held. When nothing
 * changed, load() answers the snapshot it answered before, so the content service keeps its index
 * and every page the origin cache holds. A refused token (expired, or a space reset) is followed by
 * a new initial sync. Locales are not part of a sync: they are read with every refresh. Each new
 * snapshot is named by its content's hash (content-hash.ts).
 */
import type { ContentSource } from './content-source.ts'
import { EMPTY_SPACE, snapshotOf, type SyncedSpace } from './apply-sync-delta.ts'
import { snapshotVersion } from './content-hash.ts'
import { syncContentful, type SyncClient, type SyncPoint } from './contentful-sync.ts'
import type { SpaceSnapshot } from './space-snapshot.ts'

export type { SyncClient } from './contentful-sync.ts'

export function contentfulSyncSource(client: SyncClient, name: string): ContentSource {
  let point: SyncPoint | undefined
  let snapshot: SpaceSnapshot | undefined
  const versions = new WeakMap<SpaceSnapshot, string>()
  // One sync at a time: two with the same token would apply the same delta twice.
  let queue: Promise<unknown> = Promise.resolve()

  async function load(): Promise<SpaceSnapshot> {
    const next = await syncContentful(client, name, point)
    // Both or neither: a token moved on without its delta would lose that delta for good.
    const space: SyncedSpace = point?.space ?? EMPTY_SPACE
    const unchanged = snapshot && next.space === space && next.locales === point?.locales
    point = next
    if (unchanged) return snapshot as SpaceSnapshot
    const fresh = snapshotOf(next.space, next.locales)
    // A version from the content itself: Workers isolates without the shared snapshot agree on it too.
    versions.set(fresh, await snapshotVersion(fresh))
    snapshot = fresh
    return snapshot
  }

  return {
    name,
    versionOf: (answered) => versions.get(answered),
    load() {
      const next = queue.then(load, load)
      queue = next.catch(() => undefined)
      return next
    },
  }
}
