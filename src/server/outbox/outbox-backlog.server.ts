/**
 * How the outbox stands: what still waits for the CRM (due now, being sent, backing off after a
 * failure), how old the oldest waiting record is, and the dead letters the CRM refused for good.
 * Read by the age check and by `npm run submissions -- health`. Ages are taken on the database's
 * clock, the one that stamped the rows.
 */
import type { Database } from '../database/database.server.ts'

export type OutboxBacklog = {
  waiting: number
  due: number
  sending: number
  backingOff: number
  /** Seconds since the oldest waiting record was queued; null: nothing waits. */
  oldestAgeSeconds: number | null
}

export type DeadLetter = {
  id: number
  deliveryId: string
  topic: string
  attempts: number
  parkedAt: Date
  /** The CRM's answer: its status and the code it gave (crm-answer.ts), never its body. */
  status: number | null
  code: string | null
  error: string | null
}

export async function outboxBacklog(database: Database): Promise<OutboxBacklog> {
  const [row] = await database.query<{ waiting: number; sending: number; backing_off: number; oldest_age_seconds: number | null }>(
    `select count(*)::int as waiting,
       count(*) filter (where claimed_until >= now())::int as sending,
       count(*) filter (where next_attempt_at > now() and (claimed_until is null or claimed_until < now()))::int as backing_off,
       extract(epoch from now() - min(created_at))::float8 as oldest_age_seconds
     from outbox where delivered_at is null and dead_at is null`,
  )
  const waiting = row?.waiting ?? 0
  const sending = row?.sending ?? 0
  const backingOff = row?.backing_off ?? 0
  return { waiting, due: waiting - sending - backingOff, sending, backingOff, oldestAgeSeconds: row?.oldest_age_seconds ?? null }
}

/** The newest dead letters first, at most `limit`, and how many there are in all. */
export async function deadLetters(database: Database, limit = 50): Promise<{ count: number; newest: DeadLetter[] }> {
  const [{ count } = { count: 0 }] = await database.query<{ count: number }>('select count(*)::int as count from outbox where dead_at is not null and delivered_at is null')
  const rows = await database.query<{ id: number; dedupe_key: string; topic: string; attempts: number; dead_at: Date; last_status: number | null; last_answer: string | null; last_error: string | null }>(
    `select id, dedupe_key, topic, attempts, dead_at, last_status, last_answer, last_error from outbox
     where dead_at is not null and delivered_at is null order by dead_at desc, id desc limit $1`,
    [limit],
  )
  return {
    count,
    newest: rows.map((row) => ({
      id: row.id,
      deliveryId: row.dedupe_key,
      topic: row.topic,
      attempts: row.attempts,
      parkedAt: row.dead_at,
      status: row.last_status,
      code: row.last_answer,
      error: row.last_error,
    })),
  }
}

/**
 * Puts dead letters back in the queue, due at once (after the CRM or the records were fixed):
 * the given ids, or all of them. Returns how many.
 */
export async function requeueDeadLetters(database: Database, ids: readonly number[] | 'all'): Promise<number> {
  const rows = await database.query<{ id: number }>(
    `update outbox set dead_at = null, next_attempt_at = now(), claimed_until = null
     where dead_at is not null and delivered_at is null and ($1::bigint[] is null or id = any($1::bigint[]))
     returning id`,
    [ids === 'all' ? null : [...ids]],
  )
  return rows.length
}
