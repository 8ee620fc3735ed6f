/**
 * A real PostgreSQL for the database tests: DATABASE_URL when set, otherwise a throwaway cluster
 * started here (the machine's PostgreSQL binaries, loopback only, a free port, fsync off) and
 * deleted afterwards. Tests read the URL with inject('postgresUrl') and work in their own schema
 * (tests/setup/postgres-test-schema.ts). Without binaries the PostgreSQL half is skipped, except
 * in CI, where that is an error: CI installs them (.ci/run).
 */
import type { TestProject } from 'vitest/node'
import { findPostgresBin, startThrowawayPostgres } from './throwaway-postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL for tests; null: none available, skip. */
    postgresUrl: string | null
  }
}

const DATABASE = 'campaign_site_test'

export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL?.trim()
  if (given) {
    project.provide('postgresUrl', given)
    return
  }

  const bin = findPostgresBin()
  if (!bin) {
    const message = 'PostgreSQL binaries (initdb, pg_ctl) not found under /usr/lib/postgresql/*/bin or on PATH'
    if (process.env.CI) throw new Error(`${message}: CI must install them (apt-get install postgresql), or set DATABASE_URL`)
    console.warn(`[postgres] ${message}; the PostgreSQL half of the database tests is skipped. Install PostgreSQL or set DATABASE_URL to run it.`)
    project.provide('postgresUrl', null)
    return
  }

  const cluster = await startThrowawayPostgres(bin, { database: DATABASE })
  project.provide('postgresUrl', cluster.url)
  return () => cluster.stop()
}
