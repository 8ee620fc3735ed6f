/**
 * npm run db's backup and restore of the embedded database: a round trip gives back the same
 * records, and neither touches a directory another process holds.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/server/database/database.server.ts'
import { EmbeddedDatabaseInUseError } from '../../src/server/database/embedded-directory-lock.server.ts'
import { storeSubmission } from '../../src/server/forms/store-submission.server.ts'
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from './embedded-backup.ts'

const temp = mkdtempSync(join(tmpdir(), 'embedded-backup-'))
const dir = join(temp, 'pglite')
const dump = join(temp, 'site.tar.gz')

afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** Every record a campaign would miss, in a stable order. */
async function records(database: Database) {
  return {
    submissions: await database.query('select id, form, idempotency_key, fields, refcode, created_at from form_submissions order by id'),
    outbox: await database.query('select id, topic, payload, dedupe_key, delivered_at from outbox order by id'),
    migrations: await database.query('select * from schema_migrations order by 1'),
  }
}

describe('backup and restore of the embedded database', () => {
  it('gives back the same rows after the directory was wiped', { timeout: 60_000 }, async () => {
    const database = await openDatabase({ embeddedDir: dir })
    for (const [index, email] of ['ana@example.org', 'luis@example.org', 'mei@example.org'].entries()) {
      await storeSubmission(database, { form: 'volunteer', locale: 'en-US', pagePath: '/volunteer', idempotencyKey: `key-${index}`, answers: { email }, refcode: index === 1 ? 'debate' : null })
    }
    const before = await records(database)
    expect(before.submissions).toHaveLength(3)
    await database.close()

    await backupEmbeddedDatabase(dir, dump)
    rmSync(dir, { recursive: true, force: true })
    expect(await restoreEmbeddedDatabase(dump, dir)).toBeNull()

    const restored = await openDatabase({ embeddedDir: dir })
    try {
      expect(await records(restored)).toEqual(before)
    } finally {
      await restored.close()
    }
  })

  it('keeps the directory it replaces, renamed beside it', { timeout: 60_000 }, async () => {
    const kept = await restoreEmbeddedDatabase(dump, dir, new Date('2026-11-28T09:00:00Z'))
    expect(kept).toBe(`${dir}.before-restore-2026-11-28T09-00-00-000Z`)
    expect(existsSync(join(kept!, 'PG_VERSION'))).toBe(true)
  })

  it('refuses both while another process holds the directory', { timeout: 60_000 }, async () => {
    const server = await openDatabase({ embeddedDir: dir })
    try {
      await expect(backupEmbeddedDatabase(dir, join(temp, 'while-open.tar.gz'))).rejects.toThrow(EmbeddedDatabaseInUseError)
      await expect(restoreEmbeddedDatabase(dump, dir)).rejects.toThrow(EmbeddedDatabaseInUseError)
      expect(readdirSync(temp)).not.toContain('while-open.tar.gz')
    } finally {
      await server.close()
    }
  })
})
