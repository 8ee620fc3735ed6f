/**
 * PostgreSQL through a small connection pool. Every wait is bounded, so a database that is down
 * or hung fails the request that needed it instead of holding it open.
 */
import { DatabaseError, Pool, types, type PoolClient, type QueryConfig } from 'pg'
import { DATE_OID, INT8_OID, parseDate, parseInt8 } from './column-values.ts'
import { runsOnWorkers } from '../edge-runtime.ts'
import type { Database, Transaction, TransactionOptions } from './database.server.ts'
import { assertOutsideTransaction, finishedTransactionError, runInTransactionScope } from './transaction-scope.server.ts'

type PostgresOptions = {
  connectTimeoutMs?: number
  statementTimeoutMs?: number
  onBackgroundError: (error: Error) => void
}

/** Connections per process: the server runs one process per core and the database serves them all. */
const MAX_CONNECTIONS = 5
const DEFAULT_CONNECT_TIMEOUT_MS = 5_000
const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000
/** Beyond the server's own statement timeout: covers a network that stops answering. */
const READ_TIMEOUT_MARGIN_MS = 5_000
/** A transaction left idle (a stuck request) holds locks; the server ends it after this long. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000

const columnTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID) return parseInt8
    if (oid === DATE_OID) return parseDate
    return types.getTypeParser(oid, format)
  }) as typeof types.getTypeParser,
}

export async function openPostgresDatabase(url: string, options: PostgresOptions): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS
  const pool = new Pool({
    connectionString: url,
    max: MAX_CONNECTIONS,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + READ_TIMEOUT_MARGIN_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    application_name: 'campaign-site',
    types: columnTypes,
    // On Workers a connection belongs to the request that opened it: one connection per use,
    // closed when released, never handed to the next request (edge-runtime.ts); room for every
    // request of an isolate, so none waits for (and inherits) another request's connection.
    ...(runsOnWorkers ? { maxUses: 1, max: 64 } : {}),
  })
  // Without a listener, an idle connection's failure (a database restart) would end the process.
  pool.on('error', (error, client) => {
    // A connection the pool itself is closing may still report its socket's end (on Workers, every
    // connection after its one use): that is the close, not a failure. `_ending` is the driver's flag.
    if ((client as PoolClient & { _ending?: boolean })._ending) return
    options.onBackgroundError(error)
  })

  let closing: Promise<void> | undefined
  const database: Database = {
    kind: 'postgres',
    async query<Row>(sql: string, params?: unknown[]) {
      assertOutsideTransaction(database)
      return (await pool.query({ text: sql, values: params })).rows as Row[]
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>, transactionOptions?: TransactionOptions) {
      assertOutsideTransaction(database)
      const client = await pool.connect()
      const session = new Session(client, transactionOptions?.timeoutMs)
      try {
        await session.run('begin')
        if (transactionOptions?.timeoutMs) await session.run(`set local statement_timeout = ${Math.ceil(transactionOptions.timeoutMs)}`)
        const result = await runInTransactionScope(database, () => work(session.handle))
        session.finished = true
        await session.run('commit')
        return result
      } catch (error) {
        session.finished = true
        // A connection that failed or timed out is dropped instead: the server then rolls back.
        if (!session.broken) await session.run('rollback').catch(() => undefined)
        throw error
      } finally {
        session.finished = true
        client.release(session.broken)
      }
    },
    close() {
      closing ??= pool.end()
      return closing
    },
  }
  return database
}

/** One transaction's connection: remembers whether the connection itself failed. */
class Session {
  finished = false
  broken: Error | undefined
  readonly handle: Transaction
  readonly #client: PoolClient
  readonly #timeoutMs: number | undefined

  constructor(client: PoolClient, timeoutMs: number | undefined) {
    this.#client = client
    this.#timeoutMs = timeoutMs
    this.handle = {
      query: async <Row>(sql: string, params?: unknown[]) => {
        if (this.finished) throw finishedTransactionError()
        return (await this.run(sql, params)).rows as Row[]
      },
      exec: async (sql: string) => {
        if (this.finished) throw finishedTransactionError()
        await this.run(sql)
      },
    }
  }

  async run(sql: string, params?: unknown[]) {
    const config: QueryConfig & { query_timeout?: number } = { text: sql, values: params }
    if (this.#timeoutMs) config.query_timeout = this.#timeoutMs + READ_TIMEOUT_MARGIN_MS
    try {
      return await this.#client.query(config)
    } catch (error) {
      // The server's errors (constraint, syntax, timeout) leave the connection usable.
      if (!(error instanceof DatabaseError)) this.broken ??= error instanceof Error ? error : new Error(String(error))
      throw error
    }
  }
}
