/**
 * An idempotency key is the client's to choose (the script's UUID) or public (the key a cached
 * page carries for a post without a script): a key sent again with other answers must not be
 * answered "stored" and dropped, and a replay of the same answers must still store once and be
 * delivered once. A submission the database refuses is reported by its error code, not by the
 * driver's error, which quotes the answers. Run on the embedded database and on PostgreSQL.
 */
import { inspect } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/database/database.server.ts'
import { storeSubmission, SubmissionNotStoredError } from '../../src/server/forms/store-submission.server.ts'
import { databaseBackends } from '../setup/database-backends.ts'

const KEY = '0b7c6f3e-4c1d-4b6a-9f0e-2d3c4b5a6978'
const submission = (answers: Record<string, string>, form = 'volunteer') => ({ form, locale: 'en-US', pagePath: '/volunteer', idempotencyKey: KEY, answers })
const victim = { firstName: 'Ana', email: 'ana@example.org' }
const attacker = { firstName: 'Mallory', email: 'ana@example.org' }

for (const backend of databaseBackends()) {
  describe.skipIf(!backend.available)(`a replayed idempotency key on ${backend.name}`, () => {
    let database: Database
    let cleanup: () => Promise<void>
    beforeEach(async () => {
      ;({ database, cleanup } = await backend.open())
    }, 60_000)
    afterEach(async () => {
      await database.close()
      await cleanup()
    })

    const count = async (sql: string, params: unknown[] = []) => (await database.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n

    it('fails to drop a submission: the same key with other answers is stored as a second submission and delivered', async () => {
      const first = await storeSubmission(database, submission(attacker))
      const second = await storeSubmission(database, submission(victim))
      expect(second).toEqual({ id: expect.any(String), created: true })
      expect(second.id).not.toBe(first.id)
      const rows = await database.query<{ fields: unknown }>('select fields from form_submissions where idempotency_key = $1 order by created_at, fields::text', [KEY])
      expect(rows.map((row) => row.fields)).toEqual(expect.arrayContaining([attacker, victim]))
      expect(await count('outbox where dedupe_key = $1', [`submission:${second.id}`])).toBe(1)
    })

    it('fails to store a replay twice: the same key with the same answers is one submission with one delivery, even at once', async () => {
      const [first, second] = await Promise.all([storeSubmission(database, submission(victim)), storeSubmission(database, submission({ email: victim.email, firstName: victim.firstName }))])
      expect(second.id).toBe(first.id)
      expect([first.created, second.created].sort()).toEqual([false, true])
      const again = await storeSubmission(database, submission(victim))
      expect(again).toEqual({ id: first.id, created: false })
      expect(await count('form_submissions where idempotency_key = $1', [KEY])).toBe(1)
      expect(await count("outbox where topic = 'form-submission'")).toBe(1)
    })

    it('fails to reach across forms: the same key and answers on another form is that form’s own submission', async () => {
      const volunteer = await storeSubmission(database, submission(victim))
      const pledge = await storeSubmission(database, submission(victim, 'pledge'))
      expect(pledge.created).toBe(true)
      expect(pledge.id).not.toBe(volunteer.id)
    })

    it('fails to leak answers into logs: answers the database refuses (a NUL past the form’s checks) fail with the error code only', async () => {
      const refused = await storeSubmission(database, submission({ firstName: 'Ana', comments: 'secret\u0000plans' })).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(SubmissionNotStoredError)
      expect((refused as SubmissionNotStoredError).code).toMatch(/^[0-9A-Z]{5}$/)
      // What the log line and the report show of it: util.inspect is what console.error prints.
      expect(inspect(refused)).not.toMatch(/Ana|secret|plans/)
      expect(await count('form_submissions')).toBe(0)
    })
  })
}
