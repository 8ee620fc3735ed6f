/**
 * Content on Cloudflare Workers with Contentful (ADR 053): every isolate reads the one snapshot in
 * Workers KV instead of syncing Contentful on a visitor's request. Only a publish (the webhook) and
 * the scheduled sync ask Contentful, from the stored sync token (a delta), and write a new snapshot
 * only when the content changed; an empty store (a first deploy) makes the first isolate sync and
 * write it. A sync that fails writes nothing: the last good snapshot keeps serving everywhere,
 * and a new isolate starts from it even while Contentful is down.
 */
import { snapshotOf } from './apply-sync-delta.ts'
import { buildContentIndex } from './content-index.ts'
import { mayReplaceContent, servedPageCount } from './served-page-count.ts'
import { snapshotVersion } from './content-hash.ts'
import type { ContentSnapshotStore, StoredSnapshot } from './content-snapshot-store.ts'
import type { ContentSource } from './content-source.ts'
import { syncContentful, type SyncClient } from './contentful-sync.ts'
import type { SpaceSnapshot } from './space-snapshot.ts'

export type SharedSnapshotSource = ContentSource & {
  /** Syncs Contentful from the snapshot held and stores the result when the content changed. */
  sync(): Promise<SpaceSnapshot>
  /** Whether the store holds another version than the one last answered (one small read). */
  isStale(): Promise<boolean>
  versionOf(snapshot: SpaceSnapshot): string | undefined
}

type Held = StoredSnapshot & { readonly snapshot: SpaceSnapshot }

export function sharedSnapshotSource({ store, client, name, now = Date.now }: { store: ContentSnapshotStore; client: SyncClient; name: string; now?: () => number }): SharedSnapshotSource {
  let held: Held | undefined
  let answered: string | undefined
  const versions = new WeakMap<SpaceSnapshot, string>()
  // One sync at a time in this isolate: two from the same token would write the same delta twice.
  let syncing: Promise<unknown> = Promise.resolve()

  function hold(stored: StoredSnapshot): Held {
    // KV may still show an older record than one this isolate wrote or read: keep the newer.
    if (held && (stored.version === held.version || stored.syncedAt < held.syncedAt)) return held
    const snapshot = snapshotOf(stored.point.space, stored.point.locales)
    versions.set(snapshot, stored.version)
    held = { ...stored, snapshot }
    return held
  }

  function answer(current: Held): SpaceSnapshot {
    answered = current.version
    return current.snapshot
  }

  async function syncOnce(): Promise<SpaceSnapshot> {
    const from = held ?? (await readStored())
    const point = await syncContentful(client, name, from?.point)
    if (from && point.space === from.point.space && point.locales === from.point.locales) {
      // Nothing changed: no write (KV takes about one write a second per key, and a cron runs every
      // minute); the newer token is kept here only, and the stored one still syncs from its point.
      held = { ...from, point }
      return answer(held)
    }
    const snapshot = snapshotOf(point.space, point.locales)
    // Content with no pages never replaces the stored snapshot: every new isolate would serve 404s.
    // (The stored one is indexed only then: a rare case.)
    if (from && servedPageCount(buildContentIndex(snapshot)) === 0) {
      const pagesBefore = servedPageCount(buildContentIndex(from.snapshot))
      if (!mayReplaceContent(pagesBefore, 0)) throw new Error(`${name} answered no pages at all; the stored snapshot with ${pagesBefore} pages keeps serving`)
    }
    // The content's hash: two isolates that sync the same content agree on its version.
    const stored: StoredSnapshot = { version: await snapshotVersion(snapshot), syncedAt: now(), point }
    // Stored first: content this isolate serves is content every isolate can read.
    await store.write(stored)
    return answer(hold(stored))
  }

  async function readStored(): Promise<Held | undefined> {
    const stored = await store.read()
    return stored ? hold(stored) : undefined
  }

  function sync(): Promise<SpaceSnapshot> {
    const next = syncing.then(syncOnce, syncOnce)
    syncing = next.catch(() => undefined)
    return next
  }

  return {
    name: `${name}, shared snapshot`,
    async load() {
      const stored = await readStored()
      // An empty store (a first deploy, or a record of another format): this isolate fills it.
      return stored ? answer(stored) : sync()
    },
    sync,
    async isStale() {
      if (held && held.version !== answered) return true
      const version = await store.readVersion()
      return version !== null && version !== answered
    },
    versionOf: (snapshot) => versions.get(snapshot),
  }
}
