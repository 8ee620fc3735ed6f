/**
 * Backup and restore of the embedded database (npm run db). A backup is PGlite's own dump of the
 * data directory (a gzipped tarball of PostgreSQL's files, dumpDataDir), taken while no server
 * holds the directory: PGlite has one connection and no other process may open its files, so the
 * dump is a consistent copy only with the server stopped. Both commands take the directory's lock
 * first (embedded-directory-lock.server.ts) and refuse while a server, or anything else, holds it.
 * A restore never deletes: the directory it replaces is kept beside it, renamed.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { lockEmbeddedDirectory } from '../../src/server/database/embedded-directory-lock.server.ts'

/** Writes a dump of the directory `dir` to `file`; returns its size in bytes. */
export async function backupEmbeddedDatabase(dir: string, file: string): Promise<number> {
  const absolute = resolve(dir)
  if (!existsSync(absolute)) throw new Error(`No embedded database at ${absolute}`)
  const unlock = lockEmbeddedDirectory(absolute)
  try {
    const database = await PGlite.create(absolute)
    try {
      const dump = Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer())
      writeFileSync(file, dump)
      return dump.length
    } finally {
      await database.close()
    }
  } finally {
    unlock()
  }
}

/**
 * Puts the dump in `file` in place of the directory `dir`. Returns where the directory it replaced
 * was kept (renamed `<dir>.before-restore-<time>`), or null when there was none.
 */
export async function restoreEmbeddedDatabase(file: string, dir: string, now = new Date()): Promise<string | null> {
  const absolute = resolve(dir)
  const dump = readFileSync(file)
  const unlock = lockEmbeddedDirectory(absolute)
  const restoring = `${absolute}.restoring`
  try {
    rmSync(restoring, { recursive: true, force: true })
    // Loaded into a directory of its own and opened once: a dump that does not load leaves the database as it was.
    const restored = await PGlite.create(restoring, { loadDataDir: new Blob([dump]) })
    try {
      await restored.query('select 1')
    } finally {
      await restored.close()
    }
    let kept: string | null = null
    if (existsSync(absolute)) {
      kept = `${absolute}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`
      renameSync(absolute, kept)
    }
    renameSync(restoring, absolute)
    return kept
  } catch (error) {
    rmSync(restoring, { recursive: true, force: true })
    throw error
  } finally {
    unlock()
  }
}
