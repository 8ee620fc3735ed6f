/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) in this process, its files in
 * one directory. It has a single connection; PGlite queues every query and transaction on it, so
 * a transaction's statements never interleave with another request's.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite'
import { DATE_OID, INT8_OID, parseDate, parseInt8 } from './column-values.ts'
import type { Database, Transaction } from './database.server.ts'
import { lockEmbeddedDirectory } from './embedded-directory-lock.server.ts'
import { assertOutsideTransaction, finishedTransactionError, runInTransactionScope } from './transaction-scope.server.ts'

const IN_MEMORY = 'memory://'

/** `location`: a directory (created if missing; relative to the working directory), or 'memory://'. */
export async function openEmbeddedDatabase(location: string): Promise<Database> {
  const dir = location === IN_MEMORY ? location : resolve(location)
  if (dir !== IN_MEMORY) mkdirSync(dir, { recursive: true })
  const unlock = dir === IN_MEMORY ? () => undefined : lockEmbeddedDirectory(dir)
  let pglite: PGlite
  try {
    pglite = await PGlite.create(dir, { parsers: { [INT8_OID]: parseInt8, [DATE_OID]: parseDate } })
  } catch (error) {
    unlock()
    throw error
  }

  let closing: Promise<void> | undefined
  const database: Database = {
    kind: 'embedded',
    async query<Row>(sql: string, params?: unknown[]) {
      assertOutsideTransaction(database)
      return (await pglite.query<Row>(sql, params)).rows
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>) {
      assertOutsideTransaction(database)
      return pglite.transaction(async (inner) => {
        const { tx, finish } = handle(inner)
        try {
          return await runInTransactionScope(database, () => work(tx))
        } finally {
          finish()
        }
      })
    },
    close() {
      closing ??= pglite.close().finally(unlock)
      return closing
    },
  }
  return database
}

function handle(inner: PGliteTransaction): { tx: Transaction; finish: () => void } {
  let finished = false
  const open = () => {
    if (finished) throw finishedTransactionError()
  }
  return {
    tx: {
      async query<Row>(sql: string, params?: unknown[]) {
        open()
        return (await inner.query<Row>(sql, params)).rows
      },
      async exec(sql: string) {
        open()
        await inner.exec(sql)
      },
    },
    finish: () => {
      finished = true
    },
  }
}
