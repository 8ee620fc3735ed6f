/**
 * The PostgreSQL the Workers build stores its records in during the smoke test: the site on
 * Workers has no embedded database (ADR 018). Started before the tests, deleted after them.
 */
import { findPostgresBin, startThrowawayPostgres } from '../setup/throwaway-postgres.ts'
import { WORKERS_POSTGRES } from './workerd-servers.ts'

export default async function setup() {
  const bin = findPostgresBin()
  if (!bin) throw new Error('The Workers smoke test needs PostgreSQL (initdb, pg_ctl): apt-get install -y postgresql')
  const cluster = await startThrowawayPostgres(bin, WORKERS_POSTGRES)
  return () => cluster.stop()
}
