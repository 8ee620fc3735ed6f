/**
 * The site's own records (form submissions, contributions): PostgreSQL when DATABASE_URL is set,
 * otherwise an embedded PostgreSQL (PGlite) in EMBEDDED_DATABASE_DIR, so `npm start` needs no
 * database server. Both run the same SQL and the same migrations; plain SQL, no ORM.
 *
 * Values come back alike from both: int8 (bigserial, count(*)) as a number (a bigint beyond 2^53),
 * numeric as a string, date as 'YYYY-MM-DD', timestamptz as a Date, jsonb parsed. Pass jsonb
 * parameters as JSON text (`JSON.stringify(value)`): the PostgreSQL driver would send a JS array
 * as a PostgreSQL array. Errors from the database carry the SQLSTATE in `code` ('23505': unique).
 */
import { getConfig } from '../../../app.config.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { migrate } from './migrate.server.ts'
import { runsOnWorkers } from '../edge-runtime.ts'
import { MIGRATIONS } from './migrations.ts'

export type Queryable = {
  /** One statement; `$1`, `$2`… take `params`. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>
}

/** The handle a transaction's work receives; it is closed once the work settles. */
export type Transaction = Queryable & {
  /** A script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export type TransactionOptions = {
  /** How long each statement may run; the default suits requests. */
  timeoutMs?: number
}

export type Database = Queryable & {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * Inside, use `tx` only: the database's own `query`/`transaction` throw there, since on the
   * embedded database they would wait for the transaction that waits for them.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>
  close(): Promise<void>
  kind: 'embedded' | 'postgres'
}

export type OpenDatabaseOptions = {
  /** A postgres:// URL; unset: the embedded database. */
  url?: string
  /** The embedded database's directory, or 'memory://'. Default: .data/pglite (in the working directory). */
  embeddedDir?: string
  /** How long to wait for a connection, and for a statement, before failing. */
  connectTimeoutMs?: number
  statementTimeoutMs?: number
  /**
   * A failure outside any request: a pooled PostgreSQL connection failed while idle (the pool
   * replaces it), or an embedded statement ran past its timeout (the database was opened again).
   * Default: console.error.
   */
  onBackgroundError?: (error: Error) => void
}

/** Opens the database and brings its schema up to date before returning it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (!options.url && runsOnWorkers) {
    throw new Error('The embedded database cannot run on Cloudflare Workers (no file system): set DATABASE_URL to a PostgreSQL server (README, "Cloudflare Workers")')
  }
  const database = options.url
    ? await (await import('./postgres-database.server.ts')).openPostgresDatabase(options.url, {
        connectTimeoutMs: options.connectTimeoutMs,
        statementTimeoutMs: options.statementTimeoutMs,
        onBackgroundError: options.onBackgroundError ?? ((error) => console.error('Database connection failed while idle:', error.message)),
      })
    : await (await import('./embedded-database.server.ts')).openEmbeddedDatabase(options.embeddedDir ?? '.data/pglite', {
        waitTimeoutMs: options.connectTimeoutMs,
        statementTimeoutMs: options.statementTimeoutMs,
        onBackgroundError: options.onBackgroundError,
      })
  try {
    await migrate(database, MIGRATIONS)
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }
  return database
}

let opening: Promise<Database> | undefined
let openedOnWorkers: Database | undefined

/** The configured database, opened (and migrated). */
function openFromConfig(): Promise<Database> {
  const { databaseUrl, embeddedDatabaseDir } = getConfig()
  return openDatabase({ url: databaseUrl, embeddedDir: embeddedDatabaseDir, onBackgroundError: (error) => reportServerError(error, 'warning') })
}

async function openForThisRequest(): Promise<Database> {
  const database = await openFromConfig()
  if (openedOnWorkers) {
    await database.close()
    return openedOnWorkers
  }
  openedOnWorkers = database
  return database
}

/**
 * The process's database, opened from the configuration on first use; concurrent first callers
 * share one open. A failed open is not kept: the next caller tries again.
 */
export function siteDatabase(): Promise<Database> {
  // On Workers an open under way belongs to the request that started it, which may end first and
  // leave it unsettled: there, only an opened database is shared; each request opens until one has.
  if (runsOnWorkers) return openedOnWorkers ? Promise.resolve(openedOnWorkers) : openForThisRequest()
  if (!opening) {
    const attempt = openFromConfig()
    opening = attempt
    attempt.then(closeOnShutdown, () => {
      if (opening === attempt) opening = undefined
    })
  }
  return opening
}

/**
 * An open database keeps the process alive after the server has stopped (the embedded one also
 * holds its directory's lock). On SIGTERM or SIGINT the server drains its requests for up to 5 s;
 * after that the database is closed and the process ends, so a restart or a rolling deploy is
 * never left waiting on it.
 */
const DRAIN_MS = 5_500
let shutdownArmed = false
function closeOnShutdown(): void {
  // A worker has no process to end: its connections end with their requests.
  if (shutdownArmed || runsOnWorkers) return
  shutdownArmed = true
  const shutDown = () => {
    setTimeout(() => {
      void closeSiteDatabase()
        .catch((error: unknown) => console.error(`[database] could not close cleanly: ${String(error)}`))
        .finally(() => process.exit(0))
    }, DRAIN_MS).unref()
  }
  process.once('SIGTERM', shutDown)
  process.once('SIGINT', shutDown)
}

/** Closes the process's database (shutdown, tests); the next siteDatabase() opens it again. */
export async function closeSiteDatabase(): Promise<void> {
  const current = opening
  opening = undefined
  const database = await current?.catch(() => undefined)
  await database?.close()
}
