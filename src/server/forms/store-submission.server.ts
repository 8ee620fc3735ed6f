/**
 * Stores a form submission and its delivery to the CRM in one transaction: once this resolves,
 * the answers are on disk and the outbox row that forwards them exists, so a crash before the
 * forward loses nothing. The same idempotency key stores once: a double click or a retry after a
 * lost response returns the first submission. The refcodes are stored and forwarded with it.
 */
import type { Database } from '../database/database.server.ts'
import type { Answers } from '../../shared/forms/validate-submission.ts'

export const SUBMISSION_TOPIC = 'form-submission'

export type SubmissionInput = {
  form: string
  locale: string
  pagePath: string
  idempotencyKey: string
  answers: Answers
  /** The visitor's first-touch refcode and experiment variations, as a gift's refcodes (null: none known). */
  refcode?: string | null
  refcode2?: string | null
}

export async function storeSubmission(database: Database, input: SubmissionInput): Promise<{ id: string; created: boolean }> {
  return database.transaction(async (tx) => {
    const [inserted] = await tx.query<{ id: string; created_at: Date }>(
      `insert into form_submissions (form, locale, page_path, idempotency_key, fields, refcode, refcode2)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7)
       on conflict (idempotency_key) do nothing
       returning id, created_at`,
      [input.form, input.locale, input.pagePath, input.idempotencyKey, JSON.stringify(input.answers), input.refcode ?? null, input.refcode2 ?? null],
    )
    if (!inserted) {
      const [existing] = await tx.query<{ id: string }>('select id from form_submissions where idempotency_key = $1', [input.idempotencyKey])
      if (!existing) throw new Error('a submission with this key vanished while it was being stored')
      return { id: existing.id, created: false }
    }
    const payload = {
      id: inserted.id,
      form: input.form,
      locale: input.locale,
      pagePath: input.pagePath,
      submittedAt: inserted.created_at.toISOString(),
      // Named as the donation provider names a gift's, so the CRM attributes sign-ups and gifts alike.
      refcode: input.refcode ?? null,
      refcode2: input.refcode2 ?? null,
      fields: input.answers,
    }
    await tx.query('insert into outbox (topic, payload, dedupe_key) values ($1, $2::jsonb, $3)', [SUBMISSION_TOPIC, JSON.stringify(payload), `submission:${inserted.id}`])
    return { id: inserted.id, created: true }
  })
}
