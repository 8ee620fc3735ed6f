/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) in a worker thread of this
 * process (embedded-worker.server.ts), its files in one directory. It has a single connection,
 * which a query or a whole transaction holds in turn, so a transaction's statements never
 * interleave with another request's. Every wait is bounded, as with PostgreSQL
 * (postgres-database.server.ts): for the connection, for each statement (a statement past its
 * timeout is stopped with the worker, which then opens the directory again, and is reported), and
 * for a transaction left idle by work that hangs (rolled back, the connection freed).
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { DATE_OID, INT8_OID, parseDate, parseInt8 } from './column-values.ts'
import type { Database, Transaction, TransactionOptions } from './database.server.ts'
import { lockEmbeddedDirectory } from './embedded-directory-lock.server.ts'
import { startEmbeddedWorker, type EmbeddedWorker, type WorkerResult } from './embedded-worker.server.ts'
import { assertOutsideTransaction, finishedTransactionError, runInTransactionScope } from './transaction-scope.server.ts'

const IN_MEMORY = 'memory://'

type EmbeddedOptions = {
  /** How long one statement may run (a transaction's own timeoutMs overrides it). */
  statementTimeoutMs?: number
  /** How long a statement or transaction may wait for the connection while another holds it. */
  waitTimeoutMs?: number
  /** How long a transaction may sit between statements before it is rolled back. */
  idleInTransactionTimeoutMs?: number
  /** A statement was stopped and the database opened again (or lost, in memory). Default: console.error. */
  onBackgroundError?: (error: Error) => void
}

/** As with PostgreSQL (postgres-database.server.ts). */
const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000
const DEFAULT_WAIT_TIMEOUT_MS = 5_000
const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000
const CLOSE_GRACE_MS = 5_000

const PARSERS: Record<number, (text: string) => unknown> = { [INT8_OID]: parseInt8, [DATE_OID]: parseDate }

/** PostgreSQL's own error for a cancelled statement, so callers see the same on both databases. */
function statementTimeoutError(timeoutMs: number, sql: string): Error {
  return Object.assign(new Error(`canceling statement due to statement timeout (${timeoutMs} ms, embedded database): ${sql.replace(/\s+/g, ' ').slice(0, 120)}`), { code: '57014' })
}

/** `location`: a directory (created if missing; relative to the working directory), or 'memory://'. */
export async function openEmbeddedDatabase(location: string, options: EmbeddedOptions = {}): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS
  const waitTimeoutMs = options.waitTimeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS
  const idleTimeoutMs = options.idleInTransactionTimeoutMs ?? DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS
  const onBackgroundError = options.onBackgroundError ?? ((error: Error) => console.error(`[database] ${error.message}`))
  const dir = location === IN_MEMORY ? location : resolve(location)
  if (dir !== IN_MEMORY) mkdirSync(dir, { recursive: true })
  const unlock = dir === IN_MEMORY ? () => undefined : lockEmbeddedDirectory(dir)

  const start = () => startEmbeddedWorker(dir, Object.keys(PARSERS).map(Number))
  let worker: EmbeddedWorker = start()
  /** Counts the workers started: a transaction begun on an earlier one is gone with it. */
  let generation = 0
  /** Set when the database can no longer be used: closed, or lost (in memory, a stopped worker takes its data along). */
  let unusable: Error | undefined
  try {
    await worker.ready
  } catch (error) {
    worker.terminate()
    unlock()
    throw error
  }

  function restartAfter(stopped: EmbeddedWorker, reason: Error): void {
    if (stopped !== worker || unusable) return
    stopped.terminate()
    if (dir === IN_MEMORY) {
      unusable = new Error(`The embedded database in memory was lost: ${reason.message}`)
      onBackgroundError(unusable)
      return
    }
    generation += 1
    worker = start()
    onBackgroundError(new Error(`The embedded database was opened again after a statement was stopped: ${reason.message}`))
  }

  async function run(op: 'query' | 'exec', sql: string, params: unknown[] | undefined, timeoutMs: number): Promise<Record<string, unknown>[]> {
    if (unusable) throw unusable
    const current = worker
    let timer: ReturnType<typeof setTimeout> | undefined
    // While the database opens again after a stopped statement, waiting counts as waiting for the connection.
    await Promise.race([
      current.ready,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`The embedded database was still opening again after ${waitTimeoutMs} ms`)), waitTimeoutMs)
      }),
    ]).finally(() => clearTimeout(timer))
    const result = await new Promise<WorkerResult>((resolveResult, reject) => {
      timer = setTimeout(() => {
        const timedOut = statementTimeoutError(timeoutMs, sql)
        reject(timedOut)
        // PGlite cannot cancel a statement: the worker running it is stopped instead.
        restartAfter(current, timedOut)
      }, timeoutMs)
      current.call(op, sql, params).then(resolveResult, (error: Error) => {
        reject(error)
        // A worker that ended by itself (it crashed) is replaced too, so the next statement can run.
        if (current.ended) restartAfter(current, error)
      })
    }).finally(() => clearTimeout(timer))
    return rowsWithValues(result)
  }

  const connection = connectionQueue()
  const holdConnection = () => connection.acquire(waitTimeoutMs)

  let closing: Promise<void> | undefined
  const database: Database = {
    kind: 'embedded',
    async query<Row>(sql: string, params?: unknown[]) {
      assertOutsideTransaction(database)
      const release = await holdConnection()
      try {
        return (await run('query', sql, params, statementTimeoutMs)) as Row[]
      } finally {
        release()
      }
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>, transactionOptions?: TransactionOptions) {
      assertOutsideTransaction(database)
      const release = await holdConnection()
      const timeoutMs = transactionOptions?.timeoutMs ?? statementTimeoutMs
      const begunOn = generation
      const session = transactionSession((op, sql, params) => run(op, sql, params, timeoutMs), idleTimeoutMs)
      try {
        await run('query', 'begin', undefined, timeoutMs)
        const result = await session.race(runInTransactionScope(database, () => work(session.tx)))
        session.finish()
        await run('query', 'commit', undefined, timeoutMs)
        return result
      } catch (error) {
        session.finish()
        // A restarted database has already lost the transaction.
        if (generation === begunOn && !unusable) await run('query', 'rollback', undefined, timeoutMs).catch(() => undefined)
        throw error
      } finally {
        session.finish()
        release()
      }
    },
    close() {
      closing ??= (async () => {
        unusable ??= new Error('The embedded database is closed')
        await worker.close(CLOSE_GRACE_MS)
        unlock()
      })()
      return closing
    },
  }
  return database
}

/** Rows with int8 and date columns parsed as on PostgreSQL (the worker hands them over as text). */
function rowsWithValues({ rows, fields }: WorkerResult): Record<string, unknown>[] {
  const parsed = fields.filter((field) => PARSERS[field.dataTypeID])
  if (parsed.length === 0) return rows
  for (const row of rows) {
    for (const { name, dataTypeID } of parsed) {
      const value = row[name]
      if (typeof value === 'string') row[name] = PARSERS[dataTypeID]?.(value)
    }
  }
  return rows
}

/**
 * The one connection, held by one query or transaction at a time, first come first served. A
 * caller that waits longer than the timeout gives up, and its statement never runs.
 */
function connectionQueue() {
  let held = false
  const waiting: { grant: () => void }[] = []
  const release = () => {
    const next = waiting.shift()
    if (next) next.grant()
    else held = false
  }
  return {
    acquire(timeoutMs: number): Promise<() => void> {
      if (!held) {
        held = true
        return Promise.resolve(once(release))
      }
      return new Promise((resolveHold, reject) => {
        const entry = {
          grant: () => {
            clearTimeout(timer)
            resolveHold(once(release))
          },
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1)
          reject(new Error(`The embedded database stayed busy for ${timeoutMs} ms (another statement or transaction held its connection)`))
        }, timeoutMs)
        waiting.push(entry)
      })
    },
  }
}

function once(release: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    release()
  }
}

type Run = (op: 'query' | 'exec', sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

/**
 * A transaction's handle, closed once its work settles, and the idle timeout: work that leaves the
 * transaction without a statement for `idleTimeoutMs` (awaiting something that hangs) loses it.
 */
function transactionSession(run: Run, idleTimeoutMs: number) {
  let finished = false
  let running = 0
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  let abandon: (error: Error) => void = () => {}
  const idle = new Promise<never>((_, reject) => {
    abandon = reject
  })
  idle.catch(() => undefined)
  const armIdle = () => {
    clearTimeout(idleTimer)
    if (finished || running > 0) return
    idleTimer = setTimeout(() => {
      finished = true
      abandon(Object.assign(new Error(`terminating transaction due to idle-in-transaction timeout (${idleTimeoutMs} ms, embedded database)`), { code: '25P03' }))
    }, idleTimeoutMs)
  }
  const statement = async <T>(op: 'query' | 'exec', sql: string, params?: unknown[]): Promise<T> => {
    if (finished) throw finishedTransactionError()
    running += 1
    clearTimeout(idleTimer)
    try {
      return (await run(op, sql, params)) as T
    } finally {
      running -= 1
      armIdle()
    }
  }
  armIdle()
  return {
    tx: {
      query: <Row>(sql: string, params?: unknown[]) => statement<Row[]>('query', sql, params),
      exec: async (sql: string) => {
        await statement('exec', sql)
      },
    } satisfies Transaction,
    /** The work's outcome, or the idle timeout's error if that comes first. */
    race: <T>(work: Promise<T>) => Promise.race([work, idle]),
    finish: () => {
      finished = true
      clearTimeout(idleTimer)
    },
  }
}
