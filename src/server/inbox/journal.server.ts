/**
 * The durable inbox on node (ADR 065): an append-only journal of what the database could not take,
 * one JSON line per entry, each line fsync'd before anyone is told it was kept. Each process writes
 * segments of its own (`<host>-<pid>-<start>-<n>.ndjson`), so no two processes ever write one file,
 * a kill can tear only the last line of a segment nobody writes again, and a segment is removed
 * whole once every entry in it is in the database. A segment is replayed by the process that wrote
 * it once it has moved on to the next one; on the same host by any process once its writer is gone;
 * from another host sharing the directory (process ids say nothing there, and containers are often
 * all pid 1) only once nobody has written it for ABANDONED_AFTER_MS — a writer closes a segment it
 * has not written for IDLE_CLOSE_MS and never appends to it again. Two processes replaying one
 * segment store each entry once all the same (the entry's key). Files are the owner's only: they
 * hold supporters' answers.
 * Bounded: an entry that would take the directory past `maxBytes` is refused (JournalFullError).
 */
import { mkdir, open, readdir, readFile, rm, stat, type FileHandle } from 'node:fs/promises'
import { hostname } from 'node:os'
import { basename, join } from 'node:path'
import { keptEntryOf, type KeptEntry } from './kept-entry.ts'

const SEGMENT_NAME = /^([0-9a-z]+)-(\d+)-([0-9a-z]+)-(\d+)\.ndjson$/
/** A writer closes its segment after this long without an entry: the next entry starts a new one. */
const IDLE_CLOSE_MS = 60_000
/** Another host's segment untouched this long has no writer left (ten times the idle close). */
const ABANDONED_AFTER_MS = 10 * 60_000
const FILE_MODE = 0o600
const DIRECTORY_MODE = 0o700

/** This machine's name as it can stand in a file name. */
const hostTag = (name: string) => name.toLowerCase().replace(/[^0-9a-z]/g, '').slice(0, 32) || 'host'

export class JournalFullError extends Error {
  override name = 'JournalFullError'
}

export type JournalDepth = {
  entries: number
  bytes: number
  /** When the oldest entry was kept; null: the journal is empty. */
  oldestKeptAt: Date | null
}

/**
 * A segment read back: its entries; how many lines were not entries (a torn last line after a kill,
 * or a whole line that is not an entry); and those whole lines, as written, to be set aside.
 */
type SegmentContents = { entries: KeptEntry[]; unreadable: number; unreadableLines: string[] }

export type Journal = {
  dir: string
  /** Resolves once the entry is on disk (the file and its name fsync'd). */
  append(entry: KeptEntry): Promise<void>
  /** Closes this process's segment (after its writes in flight): the next entry starts a new one. */
  seal(): Promise<void>
  /** The segments this process may replay now, oldest first. */
  replayable(): Promise<string[]>
  read(segment: string): Promise<SegmentContents>
  /** Keeps lines (entries the database refused, whole lines that are not entries) in `refused/<segment>`, fsync'd, for an operator. */
  setAside(segment: string, lines: string[]): Promise<void>
  /** Removes a replayed segment, for good (the directory fsync'd). */
  remove(segment: string): Promise<void>
  /** Every segment's entries, of every process. */
  depth(): Promise<JournalDepth>
  /** Whether any segment is on disk, of any process (one directory read). */
  isEmpty(): Promise<boolean>
}

type SegmentName = { name: string; host: string; pid: number; start: string; seq: number }

function segmentNameOf(name: string): SegmentName | null {
  const match = SEGMENT_NAME.exec(name)
  return match ? { name, host: match[1] ?? '', pid: Number(match[2]), start: match[3] ?? '', seq: Number(match[4]) } : null
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

function readContents(text: string): SegmentContents {
  const lines = text.split('\n')
  // A whole segment ends with a newline; anything after the last one is a line a kill cut short.
  const tail = lines.pop() ?? ''
  const unreadableLines: string[] = []
  const entries: KeptEntry[] = []
  for (const line of lines) {
    if (line.length === 0) continue
    let entry: KeptEntry | null = null
    try {
      entry = keptEntryOf(JSON.parse(line))
    } catch {
      entry = null
    }
    if (entry) entries.push(entry)
    else unreadableLines.push(line)
  }
  return { entries, unreadable: unreadableLines.length + (tail.length > 0 ? 1 : 0), unreadableLines }
}

export function openJournal(dir: string, { maxBytes, host = hostTag(hostname()) }: { maxBytes: number; host?: string }): Journal {
  const pid = process.pid
  const start = Date.now().toString(36)
  let seq = 0
  /** This process's segments up to this number are closed and may be replayed. */
  let sealedUpTo = 0
  let current: { seq: number; handle: FileHandle } | null = null
  let writes: Promise<unknown> = Promise.resolve()
  let idleClose: ReturnType<typeof setTimeout> | undefined

  const segmentNames = async (): Promise<SegmentName[]> => {
    let names: string[]
    try {
      names = await readdir(dir)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
    return names
      .map(segmentNameOf)
      .filter((name) => name !== null)
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
  }

  const sizes = async (names: SegmentName[]) =>
    Promise.all(names.map((name) => stat(join(dir, name.name)).then((info) => info.size, () => 0)))

  const closeCurrent = async () => {
    const closing = current
    current = null
    if (!closing) return
    sealedUpTo = closing.seq
    await closing.handle.close().catch(() => undefined)
  }

  const write = async (line: string) => {
    const bytes = Buffer.byteLength(line)
    const used = (await sizes(await segmentNames())).reduce((sum, size) => sum + size, 0)
    if (used + bytes > maxBytes) throw new JournalFullError(`the submission journal is full (${used} of ${maxBytes} bytes)`)
    if (!current) {
      await mkdir(dir, { recursive: true, mode: DIRECTORY_MODE })
      seq += 1
      current = { seq, handle: await open(join(dir, `${host}-${pid}-${start}-${seq}.ndjson`), 'a', FILE_MODE) }
      // The new file's name must survive a crash as much as its contents.
      await syncDirectory(dir)
    }
    try {
      await current.handle.appendFile(line)
      await current.handle.sync()
      clearTimeout(idleClose)
      idleClose = setTimeout(() => void seal().catch(() => undefined), IDLE_CLOSE_MS)
      idleClose.unref?.()
    } catch (error) {
      // A failed write may have left part of a line: nothing more goes after it.
      await closeCurrent()
      throw error
    }
  }

  const seal = () => {
    const sealed = writes.then(closeCurrent)
    writes = sealed.catch(() => undefined)
    return sealed
  }

  const untouchedSince = async (name: SegmentName, now: number) =>
    stat(join(dir, name.name)).then((info) => now - info.mtimeMs >= ABANDONED_AFTER_MS, () => false)

  return {
    dir,
    append(entry) {
      const written = writes.then(() => write(`${JSON.stringify(entry)}\n`))
      writes = written.catch(() => undefined)
      return written
    },
    seal,
    async replayable() {
      const names = await segmentNames()
      const now = Date.now()
      const mayReplay = await Promise.all(
        names.map(async (name) => {
          if (name.host !== host) return untouchedSince(name, now)
          if (name.pid === pid && name.start === start) return name.seq <= sealedUpTo
          // The same process id with another start: this process's predecessor (a container restarts as the same pid).
          if (name.pid === pid) return true
          return !isRunning(name.pid)
        }),
      )
      return names.filter((_, index) => mayReplay[index]).map((name) => join(dir, name.name))
    },
    async read(segment) {
      return readContents(await readFile(segment, 'utf8'))
    },
    async setAside(segment, lines) {
      const refusedDir = join(dir, 'refused')
      await mkdir(refusedDir, { recursive: true, mode: DIRECTORY_MODE })
      const handle = await open(join(refusedDir, basename(segment)), 'a', FILE_MODE)
      try {
        await handle.appendFile(lines.map((line) => `${line}\n`).join(''))
        await handle.sync()
      } finally {
        await handle.close()
      }
      await syncDirectory(refusedDir)
    },
    async remove(segment) {
      await rm(segment, { force: true })
      await syncDirectory(dir)
    },
    async depth() {
      const names = await segmentNames()
      let entries = 0
      let bytes = 0
      let oldest: number | null = null
      for (const name of names) {
        const text = await readFile(join(dir, name.name), 'utf8').catch(() => '')
        bytes += Buffer.byteLength(text)
        const contents = readContents(text)
        entries += contents.entries.length
        for (const entry of contents.entries) {
          const keptAt = Date.parse(entry.keptAt)
          if (oldest === null || keptAt < oldest) oldest = keptAt
        }
      }
      return { entries, bytes, oldestKeptAt: oldest === null ? null : new Date(oldest) }
    },
    async isEmpty() {
      return (await segmentNames()).length === 0
    },
  }
}
