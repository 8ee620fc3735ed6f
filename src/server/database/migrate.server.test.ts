/**
 * Migrations: a well-formed, ordered history; and on PostgreSQL, processes that start together
 * (one per core) apply each migration exactly once. Behaviour shared with the embedded database
 * is in database.server.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestSchema, testPostgresUrl, type TestSchema } from '../../../tests/setup/postgres-test-schema.ts'
import { openDatabase, type Database } from './database.server.ts'
import { migrate } from './migrate.server.ts'
import { MIGRATIONS } from './migrations.ts'

/** Enough of a database to see which statements migrate() runs, without one. */
function recorder() {
  const statements: string[] = []
  const tx = {
    query: async <Row,>(sql: string) => {
      statements.push(sql)
      return [] as Row[]
    },
    exec: async (sql: string) => {
      statements.push(sql)
    },
  }
  const database: Pick<Database, 'transaction'> = { transaction: (work) => work(tx) }
  return { database, statements }
}

describe('the migration history', () => {
  it('has ids of the form NNN-slug in ascending order, each once', async () => {
    const { database } = recorder()
    await expect(migrate(database, MIGRATIONS)).resolves.toBeDefined()
    expect(new Set(MIGRATIONS.map(({ id }) => id)).size).toBe(MIGRATIONS.length)
  })

  it.each([
    { migrations: [{ id: '1-short', sql: '' }], problem: /NNN-slug/ },
    { migrations: [{ id: '002-b', sql: '' }, { id: '001-a', sql: '' }], problem: /002-b/ },
    { migrations: [{ id: '001-a', sql: '' }, { id: '001-a', sql: '' }], problem: /001-a/ },
  ])('refuses a malformed or unordered history before touching the database ($problem)', async ({ migrations, problem }) => {
    const { database, statements } = recorder()
    await expect(migrate(database, migrations)).rejects.toThrow(problem)
    expect(statements).toEqual([])
  })

  it('holds the advisory lock in every migration transaction', async () => {
    const { database, statements } = recorder()
    await migrate(database, MIGRATIONS)
    const locks = statements.filter((sql) => sql.includes('pg_advisory_xact_lock'))
    // The bookkeeping transaction, then one per migration.
    expect(locks).toHaveLength(1 + MIGRATIONS.length)
  })
})

const postgresUrl = testPostgresUrl()

describe.skipIf(postgresUrl === null)('processes starting together on one PostgreSQL database', () => {
  let schema: TestSchema
  beforeAll(async () => {
    schema = await createTestSchema(postgresUrl ?? '')
  })
  afterAll(() => schema?.drop())

  it('all start, and each migration is applied once', async () => {
    const opened = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: schema.url })))
    try {
      const [db] = opened
      expect(await db?.query('select id from schema_migrations')).toEqual(MIGRATIONS.map(({ id }) => ({ id })))
      expect(await db?.query("select count(*) as n from pg_tables where schemaname = current_schema() and tablename = 'outbox'")).toEqual([{ n: 1 }])
    } finally {
      await Promise.all(opened.map((db) => db.close()))
    }
  })
})
