/**
 * One process per embedded database directory: PGlite does not lock its files, and two
 * processes writing one directory would corrupt it. The lock is a file beside the directory
 * (PostgreSQL wants its data directory to itself) holding the owner's process id; a lock whose
 * process is gone is taken over, so a crash does not block the next start.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'

/** Lock files this process holds: after a restart in a container the same process id comes back. */
const heldHere = new Set<string>()

export class EmbeddedDatabaseInUseError extends Error {
  override name = 'EmbeddedDatabaseInUseError'
}

/** Takes the lock for `dir` (absolute) or throws EmbeddedDatabaseInUseError; returns the release. */
export function lockEmbeddedDirectory(dir: string): () => void {
  const path = `${dir}.lock`
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' })
      heldHere.add(path)
      let released = false
      return () => {
        if (released) return
        released = true
        heldHere.delete(path)
        rmSync(path, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = readHolder(path)
    if (holder !== undefined && isRunning(holder, path)) {
      throw new EmbeddedDatabaseInUseError(
        `The embedded database ${dir} is in use by process ${holder}; it serves one process. Stop that process, set DATABASE_URL to share a PostgreSQL database, or delete ${path} if that process is not this site.`,
      )
    }
    rmSync(path, { force: true })
  }
  throw new EmbeddedDatabaseInUseError(`Could not lock the embedded database ${dir} (${path})`)
}

function readHolder(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function isRunning(pid: number, path: string): boolean {
  if (pid === process.pid) return heldHere.has(path)
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
