/**
 * Stores a form submission and its delivery to the CRM in one transaction: once this resolves,
 * the answers are on disk and the outbox row that forwards them exists, so a crash before the
 * forward loses nothing. A submission is one idempotency key of one form with one set of answers:
 * the same key with the same answers (a double click, a retry after a lost response) returns the
 * first submission; the same key with other answers is a submission of its own, never answered
 * "stored" and dropped (the key is the client's to choose). The refcodes are stored and forwarded with it.
 */
import type { Database } from '../database/database.server.ts'
import type { Answers } from '../../shared/forms/validate-submission.ts'

const SUBMISSION_TOPIC = 'form-submission'

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

/**
 * A submission the database did not take. It carries the database's error code only: the
 * driver's error names the statement's values (PostgreSQL's "JSON data, line 1: …" quotes the
 * answers around a bad character), and an error is logged and reported whole.
 */
export class SubmissionNotStoredError extends Error {
  override name = 'SubmissionNotStoredError'
  readonly code: string
  constructor(code: string) {
    super(`the form submission could not be stored (database error ${code})`)
    this.code = code
  }
}

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : 'unknown'
}

/** The hash of the answers in parameter $n, from the jsonb the row holds: alike on PostgreSQL and the embedded database (migration 010). */
const answersHash = (n: number) => `encode(sha256(convert_to($${n}::jsonb::text, 'UTF8')), 'hex')`

export async function storeSubmission(database: Database, input: SubmissionInput): Promise<{ id: string; created: boolean }> {
  try {
    return await store(database, input)
  } catch (error) {
    throw new SubmissionNotStoredError(codeOf(error))
  }
}

function store(database: Database, input: SubmissionInput): Promise<{ id: string; created: boolean }> {
  return database.transaction(async (tx) => {
    const answers = JSON.stringify(input.answers)
    const [inserted] = await tx.query<{ id: string; created_at: Date }>(
      `insert into form_submissions (form, locale, page_path, idempotency_key, fields, refcode, refcode2, answers_hash)
       values ($1, $2, $3, $4, $5::jsonb, $6, $7, ${answersHash(5)})
       on conflict (form, idempotency_key, answers_hash) do nothing
       returning id, created_at`,
      [input.form, input.locale, input.pagePath, input.idempotencyKey, answers, input.refcode ?? null, input.refcode2 ?? null],
    )
    if (!inserted) {
      const [existing] = await tx.query<{ id: string }>(
        `select id from form_submissions where form = $1 and idempotency_key = $2 and answers_hash = ${answersHash(3)}`,
        [input.form, input.idempotencyKey, answers],
      )
      if (!existing) throw new Error('a submission with this key and these answers vanished while it was being stored')
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
