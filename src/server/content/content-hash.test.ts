/** A snapshot's version depends on its content only, not on the order its items arrived in. */
import { describe, expect, it } from 'vitest'
import { snapshotVersion } from './content-hash.ts'
import { readExportFile } from './read-export-file.ts'

describe('snapshotVersion', () => {
  it('names the same content alike in any item order, and other content otherwise', async () => {
    const snapshot = await readExportFile('tests/fixtures/alternate-export.json')
    const reordered = { ...snapshot, entries: [...snapshot.entries].reverse(), assets: [...snapshot.assets].reverse() }
    const version = await snapshotVersion(snapshot)
    expect(version).toMatch(/^[0-9a-f]{16}$/)
    expect(await snapshotVersion(reordered)).toBe(version)
    const [first, ...rest] = snapshot.entries
    const edited = { ...snapshot, entries: [{ ...first!, fields: { ...first!.fields, title: { 'en-US': 'Another title' } } }, ...rest] }
    expect(await snapshotVersion(edited)).not.toBe(version)
  })
})
