/**
 * npm run db -- <command>: the embedded database's backup and restore (scripts/db/embedded-backup.ts).
 *   backup <file>     a dump of EMBEDDED_DATABASE_DIR (default .data/pglite) to <file> (gzipped tar)
 *   restore <file>    that dump in place of the directory; the directory it replaces is kept beside it
 * Stop the server first: both refuse while a process holds the directory's lock. With DATABASE_URL
 * the site's records are in PostgreSQL: use pg_dump and pg_restore there (docs/reliability.md).
 */
import { getConfig } from '../app.config.ts'
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './db/embedded-backup.ts'

const USAGE = 'usage: npm run db -- backup <file> | restore <file>'
const [command, file] = process.argv.slice(2)
if (!file || (command !== 'backup' && command !== 'restore')) {
  console.error(USAGE)
  process.exit(2)
}

const config = getConfig()
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: the records are in PostgreSQL. Back them up with pg_dump --format=custom and restore with pg_restore (docs/reliability.md, "Backup and restore").')
  process.exit(2)
}
const dir = config.embeddedDatabaseDir
if (dir === 'memory://') {
  console.error('EMBEDDED_DATABASE_DIR is memory://: there is nothing on disk to back up or restore.')
  process.exit(2)
}

try {
  if (command === 'backup') {
    const bytes = await backupEmbeddedDatabase(dir, file)
    console.info(`backed up ${dir} to ${file} (${(bytes / 1024).toFixed(0)} KiB)`)
  } else {
    const kept = await restoreEmbeddedDatabase(file, dir)
    console.info(`restored ${file} into ${dir}${kept ? `; the directory it replaced is kept at ${kept}` : ''}`)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
