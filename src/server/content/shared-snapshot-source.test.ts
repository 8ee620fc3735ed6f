/**
 * The shared content snapshot (ADR 053) over a fake KV namespace, with Contentful played by the
 * local stand-in serving an export file: isolates read the stored snapshot instead of Contentful,
 * a sync writes only when the content changed, a failed sync writes nothing and the last good
 * snapshot keeps serving (to a new isolate too), and every isolate names the content alike.
 */
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentfulStandInPerTest } from '../../../tests/support/contentful-stand-in-per-test.ts'
import { createContentService } from './content-service.server.ts'
import { contentSnapshotStore, SNAPSHOT_KEY, VERSION_KEY, type SnapshotNamespace } from './content-snapshot-store.ts'
import { contentVersionOf } from './content-version.ts'
import { contentfulFetchClient } from './contentful-fetch-client.ts'
import { sharedSnapshotSource } from './shared-snapshot-source.ts'
import type { SpaceSnapshot } from './space-snapshot.ts'

type Export = { entries: { sys: { id: string }; fields: Record<string, Record<string, unknown>> }[]; assets: unknown[]; locales: unknown[] }

const SPACE = 'shared-snapshot-space'
const TOKEN = 'shared-snapshot-token'
const exported = JSON.parse(readFileSync('tests/fixtures/alternate-export.json', 'utf8')) as Export

/** A KV namespace in memory that counts what is read and written. */
function fakeNamespace() {
  const values = new Map<string, string>()
  const reads: string[] = []
  const writes: string[] = []
  const namespace: SnapshotNamespace = {
    async get(key) {
      reads.push(key)
      return values.get(key) ?? null
    },
    async put(key, value) {
      writes.push(key)
      values.set(key, value)
    },
  }
  return { namespace, values, reads, writes }
}

function withTitle(title: string): Export {
  const data = structuredClone(exported)
  data.entries[0]!.fields.title = { 'en-US': title }
  return data
}

const standIn = contentfulStandInPerTest({ initial: exported, spaceId: SPACE, accessToken: TOKEN })
const publish = (data: Export) => standIn.publish(data)
const control = (state: 'up' | 'down') => standIn.control(state)

/** One isolate's source over the shared namespace. */
const isolate = (namespace: SnapshotNamespace, now?: () => number) =>
  sharedSnapshotSource({
    store: contentSnapshotStore(namespace),
    client: contentfulFetchClient({ deliveryUrl: standIn.url, spaceId: SPACE, environment: 'master', accessToken: TOKEN }),
    name: 'stand-in space',
    now,
  })

const titleIn = (snapshot: SpaceSnapshot) => snapshot.entries.find((entry) => entry.sys.id === exported.entries[0]!.sys.id)?.fields.title?.['en-US']

afterEach(() => {
  vi.useRealTimers()
})

describe('the shared content snapshot', () => {
  it('is synced and written by the first isolate when the store is empty, then read by the next without Contentful', async () => {
    const kv = fakeNamespace()
    const first = await isolate(kv.namespace).load()
    expect(kv.writes).toEqual([SNAPSHOT_KEY, VERSION_KEY])
    expect(first.entries.length).toBeGreaterThan(0)

    await control('down')
    const next = isolate(kv.namespace)
    const read = await next.load()
    expect(read.entries).toEqual(first.entries)
    expect(next.versionOf(read)).toBe(kv.values.get(VERSION_KEY))
    expect(kv.writes).toHaveLength(2)
  })

  it('writes on a sync only when the content changed: an unchanged space stores nothing', async () => {
    const kv = fakeNamespace()
    const source = isolate(kv.namespace)
    await source.load()
    const version = kv.values.get(VERSION_KEY)
    await source.sync()
    expect(kv.writes).toHaveLength(2)

    publish(withTitle('Changed in Contentful'))
    const changed = await source.sync()
    expect(titleIn(changed)).toBe('Changed in Contentful')
    expect(kv.writes).toHaveLength(4)
    expect(kv.values.get(VERSION_KEY)).not.toBe(version)
    expect(source.versionOf(changed)).toBe(kv.values.get(VERSION_KEY))
  })

  it('keeps the last good snapshot when a sync fails: nothing written, the content still served', async () => {
    const kv = fakeNamespace()
    const source = isolate(kv.namespace)
    const good = await source.load()
    const stored = kv.values.get(SNAPSHOT_KEY)
    await control('down')
    publish(withTitle('Never reached the store'))
    await expect(source.sync()).rejects.toMatchObject({ status: 503 })
    expect(kv.values.get(SNAPSHOT_KEY)).toBe(stored)
    expect(await source.load()).toBe(good)
    expect(await source.isStale()).toBe(false)
  })

  it('fails to overwrite the stored snapshot with a space that answers no pages (a reset environment): a new isolate still serves the pages', async () => {
    const kv = fakeNamespace()
    const source = isolate(kv.namespace)
    const good = await source.load()
    const stored = kv.values.get(SNAPSHOT_KEY)
    publish({ ...exported, entries: [] })
    await expect(source.sync()).rejects.toThrow(/answered no pages at all/)
    expect(kv.values.get(SNAPSHOT_KEY)).toBe(stored)
    expect(titleIn(await isolate(kv.namespace).load())).toBe(titleIn(good))
  })

  it('tells another isolate of a publish by the version alone, and that isolate then serves the new content', async () => {
    const kv = fakeNamespace()
    const reader = isolate(kv.namespace)
    const writer = isolate(kv.namespace)
    await writer.load()
    const before = await reader.load()
    expect(await reader.isStale()).toBe(false)

    publish(withTitle('Published through the webhook'))
    await writer.sync()
    const reads = kv.reads.length
    expect(await reader.isStale()).toBe(true)
    expect(kv.reads.slice(reads)).toEqual([VERSION_KEY])
    const after = await reader.load()
    expect(after).not.toBe(before)
    expect(titleIn(after)).toBe('Published through the webhook')
    expect(reader.versionOf(after)).toBe(kv.values.get(VERSION_KEY))
  })

  it('names the same content with the same version in isolates that synced it apart', async () => {
    const a = fakeNamespace()
    const b = fakeNamespace()
    await isolate(a.namespace).load()
    await isolate(b.namespace).load()
    expect(a.values.get(VERSION_KEY)).toMatch(/^[0-9a-f]{16}$/)
    expect(a.values.get(VERSION_KEY)).toBe(b.values.get(VERSION_KEY))
  })

  it('keeps a newer snapshot it holds over an older one the store still shows (KV is eventually consistent)', async () => {
    const kv = fakeNamespace()
    let clock = 1_000
    const source = isolate(kv.namespace, () => clock)
    await source.load()
    const older = { record: kv.values.get(SNAPSHOT_KEY)!, version: kv.values.get(VERSION_KEY)! }
    clock = 2_000
    publish(withTitle('Newer than the store shows'))
    const newer = await source.sync()
    // Another location still answers the record written before.
    kv.values.set(SNAPSHOT_KEY, older.record)
    kv.values.set(VERSION_KEY, older.version)
    expect(await source.load()).toBe(newer)
  })

  it('syncs again from nothing when the stored record is of another format', async () => {
    const kv = fakeNamespace()
    kv.values.set(SNAPSHOT_KEY, JSON.stringify({ format: 0, whatever: true }))
    const snapshot = await isolate(kv.namespace).load()
    expect(snapshot.entries.length).toBeGreaterThan(0)
    expect(JSON.parse(kv.values.get(SNAPSHOT_KEY)!)).toMatchObject({ format: 1 })
  })

  it('through the content service: the version is read at most once per check interval, and pages carry the stored version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const kv = fakeNamespace()
    const source = isolate(kv.namespace)
    const service = createContentService(source, { checkEveryMs: 5_000, isStale: () => source.isStale() })
    const index = await service.current()
    expect(contentVersionOf(index)).toBe(kv.values.get(VERSION_KEY))
    const versionReads = () => kv.reads.filter((key) => key === VERSION_KEY).length
    const before = versionReads()
    for (let request = 0; request < 20; request++) await service.current()
    expect(versionReads() - before).toBe(1)
    vi.setSystemTime(Date.now() + 5_000)
    await service.current()
    expect(versionReads() - before).toBe(2)
  })
})
