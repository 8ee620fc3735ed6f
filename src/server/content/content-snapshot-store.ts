/**
 * The content snapshot every Workers isolate shares (ADR 053), kept in a Workers KV namespace: the
 * synced content (ADR 002's raw items, the issues by item, the locales), the sync token that asks
 * Contentful for what changed since, the version every isolate names its pages with, and when it
 * was synced. Two keys: the whole record, and its version alone, which an isolate reads every few
 * seconds to learn of a publish for the price of a few bytes. The record is written before the
 * version, so a version seen always has its record written (KV may still show an older one for
 * a while: readers keep the newer of the two, by `syncedAt`).
 */
import { z } from 'zod'
import type { SyncedSpace } from './apply-sync-delta.ts'
import type { SyncPoint } from './contentful-sync.ts'
import { rawLocaleSchema, type ContentIssue, type RawAsset, type RawEntry } from './space-snapshot.ts'

/** The part of a KV namespace binding the store uses (a fake in tests). */
export type SnapshotNamespace = {
  get(key: string, options?: { cacheTtl?: number }): Promise<string | null>
  put(key: string, value: string): Promise<void>
}

export type StoredSnapshot = { readonly version: string; readonly syncedAt: number; readonly point: SyncPoint }

export type ContentSnapshotStore = {
  /** The stored snapshot's version, or null when none is stored. */
  readVersion(): Promise<string | null>
  /** The stored snapshot, or null when none is stored (or it was written in another format). */
  read(): Promise<StoredSnapshot | null>
  write(snapshot: StoredSnapshot): Promise<void>
}

/** The KV namespace binding's name (vite.config.ts binds it in the Workers build). */
export const CONTENT_SNAPSHOTS_BINDING = 'CONTENT_SNAPSHOTS'
export const SNAPSHOT_KEY = 'content-snapshot/record'
export const VERSION_KEY = 'content-snapshot/version'
/** Bumped when the record's shape changes: a record of another format is synced again, never misread. */
const FORMAT = 1
/**
 * KV's shortest edge cache for a read: a publish reaches other locations within about this long,
 * plus KV's own propagation. The record is read with the same one (not KV's default minute), so a
 * location that sees a new version does not keep re-reading an older record for long.
 */
const READ_CACHE_TTL_S = 30

/**
 * The record's frame is checked where it enters; its items were parsed when they were synced,
 * by this code, and are trusted (parsing a whole space again would cost every new isolate).
 */
const recordSchema = z.object({
  format: z.literal(FORMAT),
  version: z.string().min(1),
  syncedAt: z.number(),
  token: z.string().min(1),
  locales: z.array(rawLocaleSchema).min(1),
  entries: z.array(z.custom<RawEntry>((item) => typeof item === 'object' && item !== null)),
  assets: z.array(z.custom<RawAsset>((item) => typeof item === 'object' && item !== null)),
  issues: z.array(z.tuple([z.string(), z.custom<ContentIssue>((item) => typeof item === 'object' && item !== null)])),
})

function spaceOf(record: z.infer<typeof recordSchema>): SyncedSpace {
  return {
    entries: new Map(record.entries.map((entry) => [entry.sys.id, entry])),
    assets: new Map(record.assets.map((asset) => [asset.sys.id, asset])),
    issues: new Map(record.issues),
  }
}

/** The text stored for a snapshot. */
function serializeSnapshot({ version, syncedAt, point }: StoredSnapshot): string {
  return JSON.stringify({
    format: FORMAT,
    version,
    syncedAt,
    token: point.token,
    locales: point.locales,
    entries: [...point.space.entries.values()],
    assets: [...point.space.assets.values()],
    issues: [...point.space.issues],
  })
}

export function contentSnapshotStore(namespace: SnapshotNamespace): ContentSnapshotStore {
  return {
    readVersion: () => namespace.get(VERSION_KEY, { cacheTtl: READ_CACHE_TTL_S }),
    async read() {
      const text = await namespace.get(SNAPSHOT_KEY, { cacheTtl: READ_CACHE_TTL_S })
      if (text === null) return null
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        return null
      }
      const parsed = recordSchema.safeParse(json)
      if (!parsed.success) return null
      const record = parsed.data
      return { version: record.version, syncedAt: record.syncedAt, point: { space: spaceOf(record), token: record.token, locales: record.locales } }
    },
    async write(snapshot) {
      await namespace.put(SNAPSHOT_KEY, serializeSnapshot(snapshot))
      await namespace.put(VERSION_KEY, snapshot.version)
    },
  }
}
