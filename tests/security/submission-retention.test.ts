/**
 * Answers are not kept for ever: past SUBMISSION_RETENTION_DAYS a delivered submission's answers
 * are deleted, from its row and from its outbox record, while the row and what the experiment
 * results count from it stay; a submission the CRM has not received keeps its answers. Run on the
 * embedded database and on PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../src/server/database/database.server.ts'
import { storeSubmission } from '../../src/server/forms/store-submission.server.ts'
import { deleteExpiredAnswers } from '../../src/server/forms/submission-retention.server.ts'
import { experimentResults } from '../../src/server/experiments/results/results-query.server.ts'
import { signedRefcode2 } from '../../src/server/experiments/signed-refcode2.ts'
import { databaseBackends } from '../setup/database-backends.ts'

const answers = (email: string) => ({ firstName: 'Ana', email })
/** The results credit an arm only for a refcode2 the server signed (ADR 047). */
const SIGNING_SECRET = 'retention-test-signing-secret'
const REFCODE2 = signedRefcode2({ homeHero: 'bold' }, SIGNING_SECRET)

for (const backend of databaseBackends()) {
  describe.skipIf(!backend.available)(`keeping answers on ${backend.name}`, () => {
    let database: Database
    let cleanup: () => Promise<void>
    beforeEach(async () => {
      ;({ database, cleanup } = await backend.open())
    }, 60_000)
    afterEach(async () => {
      await database.close()
      await cleanup()
    })

    /** A stored submission, `days` old, delivered to the CRM or not. */
    async function submitted(email: string, { days, delivered }: { days: number; delivered: boolean }): Promise<string> {
      const { id } = await storeSubmission(database, { form: 'volunteer', locale: 'en-US', pagePath: '/volunteer', idempotencyKey: crypto.randomUUID(), answers: answers(email), refcode: 'mail_1', refcode2: REFCODE2 })
      await database.query(`update form_submissions set created_at = now() - make_interval(days => $2::int) where id = $1`, [id, days])
      if (delivered) await database.query(`update outbox set delivered_at = now() where dedupe_key = $1`, [`submission:${id}`])
      return id
    }
    const row = async (id: string) =>
      (await database.query<{ fields: unknown; answers_hash: string | null; refcode2: string; form: string }>('select fields, answers_hash, refcode2, form from form_submissions where id = $1', [id]))[0]
    const payload = async (id: string) => (await database.query<{ payload: { fields: unknown; refcode2: string } }>('select payload from outbox where dedupe_key = $1', [`submission:${id}`]))[0]?.payload
    const signups = async () => (await experimentResults(database, { testGifts: false, signingSecret: SIGNING_SECRET }))[0]?.arms.map((arm) => arm.signups)

    it('fails to keep answers for ever: a delivered submission past the retention loses its answers, and keeps its row and counts', async () => {
      await database.query(`insert into experiment_assignments (day, experiment, variation, visitors) values (current_date, 'homeHero', 'bold', 10)`)
      const expired = await submitted('old-delivered@example.org', { days: 91, delivered: true })
      const before = await signups()
      expect(before).toEqual([{ volunteer: 1 }])
      expect(await deleteExpiredAnswers(database, 90)).toBe(1)
      expect(await row(expired)).toEqual({ fields: {}, answers_hash: null, refcode2: REFCODE2, form: 'volunteer' })
      expect(await payload(expired)).toMatchObject({ fields: {}, refcode2: REFCODE2 })
      expect(JSON.stringify(await payload(expired))).not.toContain('old-delivered')
      expect(await signups()).toEqual(before)
      // Nothing left to delete the next time.
      expect(await deleteExpiredAnswers(database, 90)).toBe(0)
    })

    it('fails to delete what the CRM has not received, or what is younger than the retention', async () => {
      const waiting = await submitted('old-waiting@example.org', { days: 200, delivered: false })
      const recent = await submitted('recent@example.org', { days: 89, delivered: true })
      expect(await deleteExpiredAnswers(database, 90)).toBe(0)
      expect((await row(waiting))?.fields).toEqual(answers('old-waiting@example.org'))
      expect((await payload(waiting))?.fields).toEqual(answers('old-waiting@example.org'))
      expect((await row(recent))?.fields).toEqual(answers('recent@example.org'))
    })

    it('deletes a backlog in bounded batches, oldest first', async () => {
      await database.query(
        `insert into form_submissions (form, locale, page_path, idempotency_key, fields, answers_hash, created_at)
         select 'volunteer', 'en-US', '/volunteer', 'bulk-' || n, '{"email":"a@example.org"}', 'h' || n, now() - make_interval(days => 100 + n) from generate_series(1, 1200) as n`,
      )
      await database.query(
        `insert into outbox (topic, payload, dedupe_key, delivered_at)
         select 'form-submission', jsonb_build_object('id', id, 'fields', fields), 'submission:' || id, now() from form_submissions`,
      )
      expect(await deleteExpiredAnswers(database, 90, { maxRows: 700 })).toBe(700)
      const [oldestKept] = await database.query<{ key: string }>(`select idempotency_key as key from form_submissions where answers_deleted_at is null order by created_at desc limit 1`)
      expect(oldestKept?.key).toBe('bulk-1')
      expect(await deleteExpiredAnswers(database, 90)).toBe(500)
    })
  })
}
