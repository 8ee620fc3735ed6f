/**
 * Brings a database's schema up to date: each migration not yet in schema_migrations runs in its
 * own transaction, together with its record, so a failure leaves neither. An advisory lock held
 * for each transaction makes processes that start together (one per core) take turns; the second
 * finds the work done.
 */
import type { Database } from './database.server.ts'
import type { Migration } from './migrations.ts'

/** Any constant: all processes of this site agree on it. */
const MIGRATION_LOCK_KEY = 4_398_001
/** A migration may rewrite a large table, and may wait for another process's migration. */
const MIGRATION_TIMEOUT_MS = 10 * 60_000
const MIGRATION_ID = /^\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*$/

class MigrationError extends Error {
  override name = 'MigrationError'
}

/** Applies the pending migrations in order; returns the ids it applied (none: already up to date). */
export async function migrate(database: Pick<Database, 'transaction'>, migrations: readonly Migration[]): Promise<string[]> {
  assertWellFormed(migrations)
  const options = { timeoutMs: MIGRATION_TIMEOUT_MS }

  const done = await database.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    const [{ present } = { present: false }] = await tx.query<{ present: boolean }>("select to_regclass('schema_migrations') is not null as present")
    if (!present) {
      await tx.exec('create table schema_migrations (id text primary key, applied_at timestamptz not null default now())')
      return new Set<string>()
    }
    const rows = await tx.query<{ id: string }>('select id from schema_migrations')
    return new Set(rows.map((row) => row.id))
  }, options)

  const applied: string[] = []
  for (const migration of migrations) {
    if (done.has(migration.id)) continue
    const ran = await database
      .transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
        // Another process may have applied it while this one waited for the lock.
        const already = await tx.query('select 1 from schema_migrations where id = $1', [migration.id])
        if (already.length > 0) return false
        await tx.exec(migration.sql)
        await tx.query('insert into schema_migrations (id) values ($1)', [migration.id])
        return true
      }, options)
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error)
        throw new MigrationError(`Database migration ${migration.id} failed: ${reason}`, { cause: error })
      })
    if (ran) applied.push(migration.id)
  }
  return applied
}

function assertWellFormed(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (!MIGRATION_ID.test(migration.id)) throw new MigrationError(`Migration id ${JSON.stringify(migration.id)} is not of the form NNN-slug`)
    const previous = migrations[index - 1]
    if (previous && previous.id >= migration.id) throw new MigrationError(`Migration ${migration.id} must come after ${previous.id}, in ascending order`)
  })
}
