/**
 * How long a visitor's answers are kept: once a submission has been delivered to the CRM (which
 * is where the campaign works with them) and is older than SUBMISSION_RETENTION_DAYS, its answers
 * are deleted, from the row and from its outbox record. The row stays, with its form, language,
 * page, time and refcodes: the experiment results count sign-ups from those
 * (experiments/results/results-query.server.ts). A submission still waiting for the CRM, or parked
 * as a dead letter, keeps its answers until it is delivered. Run by the outbox worker
 * (outbox-worker.server.ts), in bounded batches.
 */
import type { Queryable } from '../database/database.server.ts'

const BATCH = 500

/** Deletes the answers of at most `maxRows` expired delivered submissions, oldest first; answers how many. */
export async function deleteExpiredAnswers(database: Queryable, retentionDays: number, { maxRows = 10_000 }: { maxRows?: number } = {}): Promise<number> {
  let deleted = 0
  while (deleted < maxRows) {
    const [batch] = await database.query<{ n: number }>(
      `with expired as (
         select s.id from form_submissions s
         join outbox o on o.dedupe_key = 'submission:' || s.id::text
         where s.answers_deleted_at is null and s.created_at < now() - make_interval(days => $1::int) and o.delivered_at is not null
         order by s.created_at
         limit $2
         for update of s skip locked
       ), emptied as (
         update form_submissions s set fields = '{}'::jsonb, answers_hash = null, answers_deleted_at = now()
         from expired where s.id = expired.id
         returning s.id
       ), delivered as (
         update outbox o set payload = jsonb_set(o.payload, '{fields}', '{}'::jsonb)
         from emptied where o.dedupe_key = 'submission:' || emptied.id::text
         returning o.id
       )
       select count(*)::int as n from emptied`,
      [retentionDays, Math.min(BATCH, maxRows - deleted)],
    )
    const count = batch?.n ?? 0
    deleted += count
    if (count < BATCH) break
  }
  return deleted
}
