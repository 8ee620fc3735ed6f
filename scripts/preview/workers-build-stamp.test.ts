import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { exportIdentity, newestSourceTime, readStamp, staleBuildReason, writeStamp, WORKERS_OUTPUT } from './workers-build-stamp'

const dirs: string[] = []
function tree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'workers-stamp-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const current = { exportPath: '/exports/a.json', exportSha256: 'aaa', newestSource: 1_000, built: true }

describe('whether the Workers build must be made again', () => {
  it('is current when it baked this export and no source is newer than its start', () => {
    expect(staleBuildReason({ exportPath: '/exports/a.json', exportSha256: 'aaa', startedAt: 1_000 }, current)).toBeNull()
  })

  it('names why it is not', () => {
    const stamp = { exportPath: '/exports/a.json', exportSha256: 'aaa', startedAt: 1_000 }
    expect(staleBuildReason(stamp, { ...current, built: false })).toMatch(/no Workers build/)
    expect(staleBuildReason(null, current)).toMatch(/not made by this command/)
    expect(staleBuildReason({ ...stamp, exportPath: '/exports/b.json' }, current)).toMatch(/another export/)
    expect(staleBuildReason({ ...stamp, exportSha256: 'bbb' }, current)).toMatch(/export changed/)
    expect(staleBuildReason({ ...stamp, startedAt: 999 }, current)).toMatch(/sources changed/)
  })

  it('reads back the stamp it wrote, and a stamp it cannot read as none', () => {
    const root = tree()
    mkdirSync(join(root, WORKERS_OUTPUT))
    expect(readStamp(root)).toBeNull()
    writeStamp(root, { exportPath: '/x.json', exportSha256: 'abc', startedAt: 5 })
    expect(readStamp(root)).toEqual({ exportPath: '/x.json', exportSha256: 'abc', startedAt: 5 })
    writeFileSync(join(root, WORKERS_OUTPUT, 'preview-build.json'), '{"startedAt":"yesterday"}')
    expect(readStamp(root)).toBeNull()
  })

  it('finds the newest source file in nested folders, and names an export by its contents', () => {
    const root = tree()
    mkdirSync(join(root, 'src/deep/er'), { recursive: true })
    writeFileSync(join(root, 'src/old.ts'), '')
    writeFileSync(join(root, 'src/deep/er/new.ts'), '')
    utimesSync(join(root, 'src/old.ts'), 100, 100)
    utimesSync(join(root, 'src/deep/er/new.ts'), 200, 200)
    expect(newestSourceTime(root, ['src', 'missing.ts'])).toBe(200_000)
    writeFileSync(join(root, 'export.json'), '{"entries":[]}')
    const first = exportIdentity(join(root, 'export.json'))
    writeFileSync(join(root, 'export.json'), '{"entries":[1]}')
    expect(exportIdentity(join(root, 'export.json')).exportSha256).not.toBe(first.exportSha256)
  })
})
