import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { JournalFullError, openJournal } from './journal.server.ts'
import type { KeptEntry } from './kept-entry.ts'

const entry = (key: string, keptAt = '2026-11-28T08:00:00.000Z'): KeptEntry => ({
  v: 1,
  kind: 'form-submission',
  key: `volunteer|${key}`,
  keptAt,
  submission: { form: 'volunteer', locale: 'en-US', pagePath: '/volunteer', idempotencyKey: key, answers: { email: `${key}@example.org` }, refcode: null, refcode2: null },
})

/** A process id no process has: the writer of an orphaned segment. */
const GONE_PID = 2 ** 22 + 12_345
/** This host's name in the journal's file names, and another's sharing the directory. */
const HOST = 'thishost'
const OTHER_HOST = 'otherhost'
const segmentOf = (pid: number, host = HOST) => `${host}-${pid}-k1-1.ndjson`
const open = (maxBytes = 1024 * 1024) => openJournal(dir, { maxBytes, host: HOST })

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'journal-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the submission journal', () => {
  it('keeps each entry on disk at once, and replays this process’s segment only once it has moved on from it', async () => {
    const journal = open()
    await journal.append(entry('a'))
    await journal.append(entry('b', '2026-11-28T07:59:00.000Z'))
    expect(await journal.depth()).toMatchObject({ entries: 2, oldestKeptAt: new Date('2026-11-28T07:59:00.000Z') })
    expect(await journal.replayable()).toEqual([])

    await journal.seal()
    await journal.append(entry('c'))
    const [sealed, ...rest] = await journal.replayable()
    expect(rest).toEqual([])
    expect((await journal.read(sealed ?? '')).entries.map((kept) => kept.key)).toEqual(['volunteer|a', 'volunteer|b'])
    await journal.remove(sealed ?? '')
    expect((await journal.depth()).entries).toBe(1)
  })

  it('skips and counts a last line a kill cut short, and the whole lines that are not entries, which it hands back as written', async () => {
    const whole = JSON.stringify(entry('whole'))
    writeFileSync(join(dir, segmentOf(GONE_PID)), `${whole}\n{"v":1,"kind":"form-submission"}\n${whole.slice(0, 40)}`)
    const journal = open()
    const [orphan] = await journal.replayable()
    const contents = await journal.read(orphan ?? '')
    expect(contents.entries.map((kept) => kept.key)).toEqual(['volunteer|whole'])
    expect(contents.unreadable).toBe(2)
    expect(contents.unreadableLines).toEqual(['{"v":1,"kind":"form-submission"}'])
  })

  it('takes over another host’s segment only once nobody has written it for ten minutes', async () => {
    const recent = join(dir, segmentOf(1, OTHER_HOST))
    const abandoned = join(dir, `${OTHER_HOST}-1-k2-1.ndjson`)
    writeFileSync(recent, `${JSON.stringify(entry('recent'))}\n`)
    writeFileSync(abandoned, `${JSON.stringify(entry('abandoned'))}\n`)
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000)
    utimesSync(abandoned, elevenMinutesAgo, elevenMinutesAgo)
    expect(await open().replayable()).toEqual([abandoned])
  })

  it('replays a segment whose writer is gone, and leaves alone one whose writer is running', async () => {
    writeFileSync(join(dir, segmentOf(GONE_PID)), `${JSON.stringify(entry('orphan'))}\n`)
    writeFileSync(join(dir, segmentOf(process.ppid)), `${JSON.stringify(entry('sibling'))}\n`)
    const journal = open()
    expect(await journal.replayable()).toEqual([join(dir, segmentOf(GONE_PID))])
    expect((await journal.depth()).entries).toBe(2)
  })

  it('refuses an entry that would pass its size, and keeps the ones before it', async () => {
    const oneLine = Buffer.byteLength(`${JSON.stringify(entry('a'))}\n`)
    const journal = open(oneLine * 2)
    await journal.append(entry('a'))
    await journal.append(entry('b'))
    await expect(journal.append(entry('c'))).rejects.toBeInstanceOf(JournalFullError)
    expect((await journal.depth()).entries).toBe(2)
  })

  it('sets aside entries the database refused, apart from the segments it replays', async () => {
    const journal = open()
    await journal.setAside(join(dir, segmentOf(GONE_PID)), [JSON.stringify(entry('bad'))])
    expect(readdirSync(join(dir, 'refused'))).toEqual([segmentOf(GONE_PID)])
    expect(readFileSync(join(dir, 'refused', segmentOf(GONE_PID)), 'utf8')).toBe(`${JSON.stringify(entry('bad'))}\n`)
    expect(await journal.isEmpty()).toBe(true)
  })
})
