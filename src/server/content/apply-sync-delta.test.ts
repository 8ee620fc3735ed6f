import { describe, expect, it } from 'vitest'
import { applySyncDelta, EMPTY_SPACE, sameSpace, snapshotOf, type SyncDelta } from './apply-sync-delta.ts'

const entry = (id: string, title: string, contentType = 'contentDetail') => ({
  sys: { id, type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } },
  fields: { title: { 'en-US': title } },
})
const asset = (id: string, url: string) => ({ sys: { id, type: 'Asset' }, fields: { file: { 'en-US': { url } } } })
const delta = (parts: Partial<SyncDelta>): SyncDelta => ({ entries: [], assets: [], deletedEntries: [], deletedAssets: [], ...parts })
const gone = (id: string) => ({ sys: { id } })
const titles = (space: ReturnType<typeof applySyncDelta>) => [...space.entries.values()].map((item) => item.fields.title?.['en-US'])

describe('applySyncDelta', () => {
  const initial = applySyncDelta(EMPTY_SPACE, delta({ entries: [entry('a', 'A'), entry('b', 'B')], assets: [asset('img', '//x/1.png')] }))

  it('holds every entry and asset of an initial sync', () => {
    expect([...initial.entries.keys()]).toEqual(['a', 'b'])
    expect([...initial.assets.keys()]).toEqual(['img'])
    expect(initial.issues.size).toBe(0)
  })

  it('answers the very space it was given when the delta is empty or changes nothing', () => {
    expect(applySyncDelta(initial, delta({}))).toBe(initial)
    expect(applySyncDelta(initial, delta({ entries: [entry('a', 'A')] }))).toBe(initial)
    expect(applySyncDelta(initial, delta({ deletedEntries: [gone('never-held')] }))).toBe(initial)
  })

  it('replaces an edited entry in place and adds a new one, leaving the space it was given as it was', () => {
    const next = applySyncDelta(initial, delta({ entries: [entry('a', 'A, edited'), entry('c', 'C')] }))
    expect(next).not.toBe(initial)
    expect(titles(next)).toEqual(['A, edited', 'B', 'C'])
    expect(titles(initial)).toEqual(['A', 'B'])
  })

  it('removes deleted entries and assets', () => {
    const next = applySyncDelta(initial, delta({ deletedEntries: [gone('b')], deletedAssets: [gone('img')] }))
    expect([...next.entries.keys()]).toEqual(['a'])
    expect(next.assets.size).toBe(0)
  })

  it('drops an entry that no longer parses, with an issue naming it, until a good version arrives', () => {
    const broken = { sys: { id: 'a', type: 'Entry' }, fields: {} }
    const next = applySyncDelta(initial, delta({ entries: [broken] }))
    expect(next.entries.has('a')).toBe(false)
    expect([...next.issues.values()]).toEqual([expect.objectContaining({ entryId: 'a' })])
    const mended = applySyncDelta(next, delta({ entries: [entry('a', 'A again')] }))
    expect(mended.entries.get('a')?.fields.title).toEqual({ 'en-US': 'A again' })
    expect(mended.issues.size).toBe(0)
  })

  it('keeps entries and assets apart, even with one id for both', () => {
    const next = applySyncDelta(initial, delta({ entries: [entry('img', 'An entry')], deletedAssets: [gone('img')] }))
    expect(next.entries.has('img')).toBe(true)
    expect(next.assets.has('img')).toBe(false)
  })
})

describe('sameSpace and snapshotOf', () => {
  it('tells the same content, whatever order it came in', () => {
    const one = applySyncDelta(EMPTY_SPACE, delta({ entries: [entry('a', 'A'), entry('b', 'B')] }))
    const other = applySyncDelta(EMPTY_SPACE, delta({ entries: [entry('b', 'B'), entry('a', 'A')] }))
    expect(sameSpace(one, other)).toBe(true)
    expect(sameSpace(one, applySyncDelta(other, delta({ entries: [entry('a', 'A2')] })))).toBe(false)
    expect(sameSpace(one, EMPTY_SPACE)).toBe(false)
  })

  it('gives the export-file snapshot shape', () => {
    const space = applySyncDelta(EMPTY_SPACE, delta({ entries: [entry('a', 'A')], assets: [asset('img', '//x/1.png')] }))
    const locales = [{ code: 'en-US', default: true, fallbackCode: null }]
    const snapshot = snapshotOf(space, locales)
    expect(snapshot).toEqual({ entries: [space.entries.get('a')], assets: [space.assets.get('img')], locales, issues: [] })
  })
})
