/**
 * Counts new experiment assignments per experiment, variation and UTC day, for the results
 * report (docs/decisions/028-experiment-results.md). Counts only: nothing about the visitor is
 * kept. A surge must not cost a database write per visitor, so counts gather in memory and one
 * statement adds them every few seconds (and when the process is told to stop, before its
 * database closes). A failed write keeps the batch for the next try.
 *
 * Counts are not journaled (ADR 065): a kill loses what this process holds, at most the last
 * 2 s of new visitors while the database answers. While it does not, the batch grows, and each
 * failure report says how many visitors it holds: what a kill then would lose, for the results'
 * reader to allow for. A visitor's variation itself is in their cookie and never lost.
 */
import { siteDatabase, type Queryable } from '../database/database.server.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { runsOnWorkers } from '../edge-runtime.ts'

const FLUSH_INTERVAL_MS = 2_000
/** The database closes 5.5 s after SIGTERM/SIGINT (database.server.ts): the last batch goes just before. */
const LAST_FLUSH_AFTER_SIGNAL_MS = 5_000
/** A failure to write: one report per this long, per process. */
const REPORT_EVERY_MS = 10 * 60_000
/** Distinct keys held at most (a database down for long): beyond it new keys are dropped, not memory grown. */
const MAX_PENDING_KEYS = 10_000

type Key = string
const SEPARATOR = '\u0000'

export type AssignmentBatch = { day: string; experiment: string; variation: string; visitors: number }[]

/** The counts gathered since the last write; a class so tests hold their own. */
export class AssignmentTally {
  private pending = new Map<Key, number>()

  count(experiment: string, variation: string, now: Date = new Date()): void {
    const key = [now.toISOString().slice(0, 10), experiment, variation].join(SEPARATOR)
    const current = this.pending.get(key)
    if (current === undefined && this.pending.size >= MAX_PENDING_KEYS) return
    this.pending.set(key, (current ?? 0) + 1)
  }

  get size(): number {
    return this.pending.size
  }

  /** The visitors counted and not yet written. */
  get visitors(): number {
    let sum = 0
    for (const visitors of this.pending.values()) sum += visitors
    return sum
  }

  /** Empties the tally; what `restore` gives back if the write fails. */
  take(): AssignmentBatch {
    const batch = [...this.pending].map(([key, visitors]) => {
      const [day = '', experiment = '', variation = ''] = key.split(SEPARATOR)
      return { day, experiment, variation, visitors }
    })
    this.pending = new Map()
    return batch
  }

  restore(batch: AssignmentBatch): void {
    for (const { day, experiment, variation, visitors } of batch) {
      const key = [day, experiment, variation].join(SEPARATOR)
      this.pending.set(key, (this.pending.get(key) ?? 0) + visitors)
    }
  }
}

/** Adds a batch in one statement (jsonb: the same on PostgreSQL and the embedded database). */
export async function writeAssignmentBatch(database: Queryable, batch: AssignmentBatch): Promise<void> {
  if (batch.length === 0) return
  await database.query(
    `insert into experiment_assignments (day, experiment, variation, visitors)
     select day, experiment, variation, visitors
     from jsonb_to_recordset($1::jsonb) as batch(day date, experiment text, variation text, visitors bigint)
     on conflict (experiment, day, variation) do update set visitors = experiment_assignments.visitors + excluded.visitors`,
    [JSON.stringify(batch)],
  )
}

/** What a failed write leaves in memory, for the report: the database's code and the visitors held. */
class AssignmentCountsHeldError extends Error {
  override name = 'AssignmentCountsHeldError'
  constructor(visitorsHeld: number, cause: unknown) {
    const code = (cause as { code?: unknown } | null)?.code
    super(`experiment assignment counts could not be written (${typeof code === 'string' ? code : 'unknown'}); ${visitorsHeld} visitors held in this process, lost if it is killed`)
  }
}

const tally = new AssignmentTally()
let timer: ReturnType<typeof setInterval> | undefined
let writing: Promise<void> | undefined
let lastWriteAt = 0
let lastFailureReport = 0

/** Writes what has gathered; one write at a time. */
function flushAssignmentCounts(): Promise<void> {
  writing ??= (async () => {
    lastWriteAt = Date.now()
    const batch = tally.take()
    if (batch.length === 0) return
    try {
      await writeAssignmentBatch(await siteDatabase(), batch)
    } catch (error) {
      tally.restore(batch)
      if (Date.now() - lastFailureReport > REPORT_EVERY_MS) {
        lastFailureReport = Date.now()
        reportServerError(new AssignmentCountsHeldError(tally.visitors, error), 'warning')
      }
    }
  })().finally(() => {
    writing = undefined
  })
  return writing
}

function startFlushing(): void {
  if (timer) return
  timer = setInterval(() => void flushAssignmentCounts(), FLUSH_INTERVAL_MS)
  // The counter never keeps the process alive on its own.
  timer.unref()
  const lastFlush = () => {
    void flushAssignmentCounts()
    setTimeout(() => void flushAssignmentCounts(), LAST_FLUSH_AFTER_SIGNAL_MS).unref()
  }
  process.once('SIGTERM', lastFlush)
  process.once('SIGINT', lastFlush)
}

/** One visitor newly assigned to `variation` of `experiment` (never a forced variation or a preview). */
export function countAssignment(experiment: string, variation: string): void {
  tally.count(experiment, variation)
  // A worker on Cloudflare has no timer that outlives a request: a due batch rides on the next count.
  if (runsOnWorkers) {
    if (Date.now() - lastWriteAt >= FLUSH_INTERVAL_MS) void flushAssignmentCounts()
    return
  }
  startFlushing()
}
