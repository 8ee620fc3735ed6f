/**
 * The embedded database on disk: what `npm start` uses with no DATABASE_URL. Its records survive
 * a restart, one process owns its directory, and the site opens it once from the configuration.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { closeSiteDatabase, openDatabase, siteDatabase } from './database.server.ts'
import { EmbeddedDatabaseInUseError } from './embedded-directory-lock.server.ts'
import { MIGRATIONS } from './migrations.ts'

const temp = mkdtempSync(join(tmpdir(), 'embedded-database-'))
const dir = join(temp, 'nested', 'pglite')

afterEach(() => vi.unstubAllEnvs())
afterAll(async () => {
  await closeSiteDatabase()
  rmSync(temp, { recursive: true, force: true })
})

/** A process id that is not running. */
function goneProcessId(): number {
  for (let pid = 4_000_000; ; pid -= 1) {
    try {
      process.kill(pid, 0)
    } catch {
      return pid
    }
  }
}

// One directory through the whole file, in order: only the first open runs initdb.
describe('the embedded database in a directory', () => {
  it('creates the directory and keeps its records across close and reopen, migrating once', async () => {
    const first = await openDatabase({ embeddedDir: dir })
    expect(first.kind).toBe('embedded')
    await first.query(
      "insert into form_submissions (form, locale, page_path, idempotency_key, fields) values ('signup', 'es-MX', '/es', 'kept', '{}')",
    )
    await first.close()

    const second = await openDatabase({ embeddedDir: dir })
    expect(await second.query('select form, locale from form_submissions')).toEqual([{ form: 'signup', locale: 'es-MX' }])
    expect(await second.query('select id from schema_migrations')).toEqual(MIGRATIONS.map(({ id }) => ({ id })))
    await second.close()
  }, 60_000)

  it('refuses a second open while the directory is in use, and frees it on close', async () => {
    const open = await openDatabase({ embeddedDir: dir })
    const second = openDatabase({ embeddedDir: dir })
    await expect(second).rejects.toThrow(EmbeddedDatabaseInUseError)
    await expect(second).rejects.toThrow(`in use by process ${process.pid}`)
    await open.close()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  }, 30_000)

  it('takes over a lock left by a process that has ended', async () => {
    writeFileSync(`${dir}.lock`, `${goneProcessId()}\n`)
    const database = await openDatabase({ embeddedDir: dir })
    expect(await database.query('select count(*) as n from form_submissions')).toEqual([{ n: 1 }])
    await database.close()
  }, 30_000)

  it('is opened once from EMBEDDED_DATABASE_DIR for concurrent first callers, and again after closing', async () => {
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('EMBEDDED_DATABASE_DIR', dir)
    const [a, b] = await Promise.all([siteDatabase(), siteDatabase()])
    expect(a).toBe(b)
    expect(a.kind).toBe('embedded')
    expect(await a.query('select idempotency_key from form_submissions')).toEqual([{ idempotency_key: 'kept' }])
    await closeSiteDatabase()
    const reopened = await siteDatabase()
    expect(reopened).not.toBe(a)
    expect(await reopened.query('select 1 as one')).toEqual([{ one: 1 }])
  }, 30_000)
})
