/**
 * The two databases the site's records run on, for tests that must hold on both: the embedded
 * one (PGlite in memory) and PostgreSQL (a throwaway schema on the test setup's server, when one
 * is available). Each open gives a migrated database and its cleanup.
 */
import { openDatabase, type Database } from '../../src/server/database/database.server.ts'
import { createTestSchema, testPostgresUrl } from './postgres-test-schema.ts'

export type DatabaseBackend = {
  name: string
  available: boolean
  open(): Promise<{ database: Database; cleanup: () => Promise<void> }>
}

export function databaseBackends(): DatabaseBackend[] {
  const postgresUrl = testPostgresUrl()
  return [
    {
      name: 'the embedded database (PGlite in memory)',
      available: true,
      // A generous statement timeout: on a loaded CI machine a bulk statement may take seconds, and a
      // stopped in-memory database is lost with its worker (the timeouts have their own test).
      open: async () => ({ database: await openDatabase({ embeddedDir: 'memory://', statementTimeoutMs: 60_000 }), cleanup: async () => {} }),
    },
    {
      name: 'PostgreSQL',
      available: postgresUrl !== null,
      open: async () => {
        const schema = await createTestSchema(postgresUrl ?? '')
        return { database: await openDatabase({ url: schema.url }), cleanup: schema.drop }
      },
    },
  ]
}
