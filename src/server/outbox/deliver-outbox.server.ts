/**
 * Delivers queued records (form submissions, later contributions) to the campaign's CRM webhook.
 * A batch is claimed with a lease (its next attempt moved forward) so two processes never send
 * the same row at once, sent outside any transaction, then marked delivered or rescheduled with
 * exponential back-off. A CRM outage only delays delivery; nothing is dropped. The receiver gets
 * a stable delivery id to deduplicate the rare repeat (a crash after sending, before marking).
 */
import { signBody } from '../http/signature.ts'
import type { Database } from '../database/database.server.ts'

export type OutboxTarget = { url: string; secret?: string }
export type DeliveryReport = { delivered: number; failed: number }

const LEASE_SECONDS = 120
const FIRST_RETRY_SECONDS = 5
const MAX_RETRY_SECONDS = 3600

/** Seconds until the next attempt after `attempts` failed ones: 5, 10, 20… capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS)
}

export function signatureOf(body: string, secret: string): string {
  return signBody(secret, body)
}

type Claimed = { id: number; topic: string; payload: unknown; attempts: number; dedupe_key: string }

export async function deliverDueRecords(
  database: Database,
  target: OutboxTarget,
  { batchSize = 20, timeoutMs = 5000, fetchImpl = fetch }: { batchSize?: number; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<DeliveryReport> {
  const claimed = await database.transaction((tx) =>
    tx.query<Claimed>(
      `update outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
       where id in (
         select id from outbox where delivered_at is null and next_attempt_at <= now()
         order by next_attempt_at limit $1 for update skip locked
       )
       returning id, topic, payload, attempts, dedupe_key`,
      [batchSize, LEASE_SECONDS],
    ),
  )
  const report: DeliveryReport = { delivered: 0, failed: 0 }
  for (const row of claimed) {
    const body = JSON.stringify({ id: row.dedupe_key, topic: row.topic, data: row.payload })
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-delivery-id': row.dedupe_key }
    if (target.secret) headers['x-signature'] = signatureOf(body, target.secret)
    let problem: string | null = null
    try {
      // A redirect is not followed: the signed personal data goes to the configured CRM or nowhere.
      const response = await fetchImpl(target.url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
      if (!response.ok) problem = `HTTP ${response.status}`
      await response.body?.cancel().catch(() => undefined)
    } catch (error) {
      problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    }
    if (problem === null) {
      await database.query('update outbox set delivered_at = now(), last_error = null where id = $1', [row.id])
      report.delivered += 1
    } else {
      await database.query('update outbox set next_attempt_at = now() + make_interval(secs => $2), last_error = $3 where id = $1', [
        row.id,
        retryDelaySeconds(row.attempts),
        problem.slice(0, 500),
      ])
      report.failed += 1
    }
  }
  return report
}
