/**
 * Delivers queued records (form submissions, later contributions) to the campaign's CRM webhook.
 * A pass keeps up to `concurrency` deliveries in flight and claims more rows as they finish, until
 * nothing is due: a backlog after an outage drains at the speed the CRM answers. Rows are claimed
 * in one statement (`for update skip locked`, a lease in claimed_until), so two passes — in one
 * process or in several — never send the same row at once; they are sent outside any transaction,
 * then marked delivered, rescheduled with jittered exponential back-off, or parked as a dead
 * letter with the answer's status and code (never its body) when the CRM refuses them for good
 * (crm-answer.ts). A CRM outage only
 * delays delivery; nothing is dropped. The receiver gets a stable delivery id to deduplicate the
 * rare repeat (a crash after sending, before marking).
 */
import { signBody } from '../http/signature.ts'
import type { Database } from '../database/database.server.ts'
import { answerCode, answerHead, outcomeOf } from './crm-answer.ts'
import { MAX_RETRY_SECONDS, retryAfterSeconds, retryDelaySeconds } from './retry-delay.ts'

export type OutboxTarget = { url: string; secret?: string }
export type DeliveryReport = { delivered: number; failed: number; dead: number }

export type DeliveryOptions = {
  /** Deliveries in flight at once. */
  concurrency?: number
  /** At most this many rows in this pass (a Workers invocation's budget); default: until nothing is due. */
  maxRows?: number
  /** Claim nothing new after this time (ms since the epoch). */
  claimUntil?: number
  /** How long one delivery may take, answer included. */
  timeoutMs?: number
  fetchImpl?: typeof fetch
  /** The back-off's jitter (tests pin it). */
  random?: () => number
}

const DEFAULT_CONCURRENCY = 8
/** A claimed row not marked within this long (its process died mid-pass) is due again. */
const LEASE_SECONDS = 120
const LAST_ERROR_CHARS = 500

export function signatureOf(body: string, secret: string): string {
  return signBody(secret, body)
}

const COUNTED_AS = { delivered: 'delivered', retry: 'failed', dead: 'dead' } as const

type Claimed = { id: number; topic: string; payload: unknown; attempts: number; dedupe_key: string }
type Attempt =
  | { outcome: 'delivered' }
  | { outcome: 'retry' | 'dead'; problem: string; status: number | null; code: string | null; retryAfter: number | null }

async function claim(database: Database, limit: number): Promise<Claimed[]> {
  const rows = await database.query<Claimed & { next_attempt_at: Date }>(
    `update outbox set claimed_until = now() + make_interval(secs => $2)
     where id in (
       select id from outbox
       where delivered_at is null and dead_at is null and next_attempt_at <= now()
         and (claimed_until is null or claimed_until < now())
       order by next_attempt_at, id limit $1 for update skip locked
     )
     returning id, topic, payload, attempts, dedupe_key, next_attempt_at`,
    [limit, LEASE_SECONDS],
  )
  // The oldest due first, as claimed (returning keeps no order).
  return rows.sort((a, b) => a.next_attempt_at.getTime() - b.next_attempt_at.getTime() || a.id - b.id)
}

async function release(database: Database, rows: Claimed[]): Promise<void> {
  if (rows.length === 0) return
  await database.query('update outbox set claimed_until = null where id = any($1::bigint[])', [rows.map((row) => row.id)])
}

async function send(row: Claimed, target: OutboxTarget, timeoutMs: number, fetchImpl: typeof fetch): Promise<Attempt> {
  const body = JSON.stringify({ id: row.dedupe_key, topic: row.topic, data: row.payload })
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-delivery-id': row.dedupe_key }
  if (target.secret) headers['x-signature'] = signatureOf(body, target.secret)
  try {
    // A redirect is not followed: the signed personal data goes to the configured CRM or nowhere.
    const response = await fetchImpl(target.url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    const outcome = outcomeOf(response.status)
    if (outcome === 'delivered') {
      await response.body?.cancel().catch(() => undefined)
      return { outcome }
    }
    const head = await answerHead(response).catch(() => '')
    return { outcome, problem: `HTTP ${response.status}`, status: response.status, code: answerCode(head), retryAfter: retryAfterSeconds(response.headers.get('retry-after')) }
  } catch (error) {
    const problem = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    return { outcome: 'retry', problem, status: null, code: null, retryAfter: null }
  }
}

async function record(database: Database, row: Claimed, attempt: Attempt, random: () => number): Promise<void> {
  if (attempt.outcome === 'delivered') {
    await database.query(
      `update outbox set delivered_at = now(), attempts = attempts + 1, claimed_until = null, last_error = null, last_status = null, last_answer = null
       where id = $1`,
      [row.id],
    )
    return
  }
  // last_answer holds the answer's code only (crm-answer.ts).
  const failure = [row.id, attempt.problem.slice(0, LAST_ERROR_CHARS), attempt.status, attempt.code]
  if (attempt.outcome === 'dead') {
    await database.query(
      `update outbox set dead_at = now(), attempts = attempts + 1, claimed_until = null, last_error = $2, last_status = $3, last_answer = $4
       where id = $1`,
      failure,
    )
    return
  }
  // The CRM's own Retry-After is honoured when it asks for longer, within the cap.
  const delay = Math.min(Math.max(retryDelaySeconds(row.attempts + 1, random), attempt.retryAfter ?? 0), MAX_RETRY_SECONDS)
  await database.query(
    `update outbox set next_attempt_at = now() + make_interval(secs => $5), attempts = attempts + 1, claimed_until = null,
       last_error = $2, last_status = $3, last_answer = $4
     where id = $1`,
    [...failure, delay],
  )
}

/** One delivery pass: sends what is due until nothing is (or the pass's bounds are reached). */
export async function deliverDueRecords(database: Database, target: OutboxTarget, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const { concurrency = DEFAULT_CONCURRENCY, maxRows = Infinity, claimUntil = Infinity, timeoutMs = 5000, fetchImpl = fetch, random = Math.random } = options
  // Enough claimed ahead that the senders rarely wait for a claim; few enough to finish well within the lease.
  const claimSize = concurrency * 4
  const report: DeliveryReport = { delivered: 0, failed: 0, dead: 0 }
  const queue: Claimed[] = []
  let claimedInPass = 0
  let exhausted = false
  let claiming: Promise<void> | undefined
  // Failures in a row with no delivery between: the CRM is down, and the pass stops rather than
  // try every due row against it; the rows it leaves are due again for the next pass.
  let failuresInARow = 0
  let broken: unknown

  const stopped = () => broken !== undefined || failuresInARow >= concurrency

  const claimMore = async () => {
    const room = Math.min(claimSize, maxRows - claimedInPass)
    if (room <= 0 || Date.now() >= claimUntil) {
      exhausted = true
      return
    }
    const rows = await claim(database, room)
    claimedInPass += rows.length
    if (rows.length === 0) exhausted = true
    queue.push(...rows)
  }

  const next = async (): Promise<Claimed | undefined> => {
    for (;;) {
      if (stopped()) return undefined
      const row = queue.shift()
      if (row) return row
      if (exhausted) return undefined
      claiming ??= claimMore().finally(() => {
        claiming = undefined
      })
      await claiming
    }
  }

  const sender = async () => {
    try {
      for (let row = await next(); row; row = await next()) {
        const attempt = await send(row, target, timeoutMs, fetchImpl)
        await record(database, row, attempt, random)
        report[COUNTED_AS[attempt.outcome]] += 1
        if (attempt.outcome === 'retry') failuresInARow += 1
        else failuresInARow = 0
      }
    } catch (error) {
      broken ??= error
    }
  }

  await Promise.all(Array.from({ length: concurrency }, sender))
  // Rows claimed but not sent (the pass stopped early) are due at once for the next pass.
  await release(database, queue.splice(0)).catch((error: unknown) => {
    broken ??= error
  })
  if (broken !== undefined) throw broken
  return report
}
