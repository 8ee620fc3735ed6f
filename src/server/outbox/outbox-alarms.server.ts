/**
 * What the outbox tells error reporting, each at most once per interval for the whole site: the
 * interval is claimed in the database (outbox_reports), so several processes, or Workers isolates
 * that share no memory, send one report between them, not one each.
 * - the backlog's age: the oldest undelivered record is older than the configured limit
 *   (OUTBOX_MAX_AGE_MINUTES), reported once per that many minutes while it lasts;
 * - dead letters: the CRM refused deliveries for good (they wait for an operator);
 * - failing deliveries: still retried, a warning.
 */
import type { SeverityLevel } from '@sentry/core'
import type { Database } from '../database/database.server.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { deadLetters, outboxBacklog } from './outbox-backlog.server.ts'

export type Report = (error: unknown, level: SeverityLevel) => unknown

const FAILURES_REPORTED_EVERY_SECONDS = 10 * 60
const HEALTH_COMMAND = 'npm run submissions -- health'

/** True for the one caller that may send report `kind` now; false when it was sent within the interval. */
export async function claimReport(database: Database, kind: string, intervalSeconds: number): Promise<boolean> {
  const rows = await database.query(
    `insert into outbox_reports (kind, reported_at) values ($1, now())
     on conflict (kind) do update set reported_at = excluded.reported_at
       where outbox_reports.reported_at <= now() - make_interval(secs => $2)
     returning kind`,
    [kind, intervalSeconds],
  )
  return rows.length > 0
}

/** Reports the backlog when its oldest record is older than `maxAgeMinutes`; true when it reported. */
export async function checkBacklogAge(database: Database, maxAgeMinutes: number, report: Report = reportServerError): Promise<boolean> {
  const backlog = await outboxBacklog(database)
  const limitSeconds = maxAgeMinutes * 60
  if (backlog.oldestAgeSeconds === null || backlog.oldestAgeSeconds <= limitSeconds) return false
  if (!(await claimReport(database, 'backlog-age', limitSeconds))) return false
  const minutes = Math.floor(backlog.oldestAgeSeconds / 60)
  report(
    new Error(
      `CRM outbox: the oldest undelivered submission is ${minutes} min old (limit ${maxAgeMinutes} min); ${backlog.waiting} waiting, ${backlog.backingOff} backing off after failures. See ${HEALTH_COMMAND}`,
    ),
    'error',
  )
  return true
}

/** After a pass parked `parked` rows as dead letters: one report per interval, with the newest answer's status and code. */
export async function reportDeadLetters(database: Database, parked: number, intervalSeconds: number, report: Report = reportServerError): Promise<boolean> {
  if (parked === 0 || !(await claimReport(database, 'dead-letters', intervalSeconds))) return false
  const { count, newest } = await deadLetters(database, 1)
  const latest = newest[0]
  const answer = latest ? `${latest.error ?? ''}${latest.code ? ` code ${latest.code}` : ''}` : ''
  report(new Error(`CRM outbox: the CRM refused ${parked} deliveries for good (latest: ${answer}); ${count} dead letters wait for an operator. See ${HEALTH_COMMAND}`), 'error')
  return true
}

/** After a pass with failed deliveries (they stay queued): a warning per ten minutes. */
export async function reportFailures(database: Database, failed: number, report: Report = reportServerError): Promise<boolean> {
  if (failed === 0 || !(await claimReport(database, 'delivery-failing', FAILURES_REPORTED_EVERY_SECONDS))) return false
  report(new Error(`CRM webhook: ${failed} deliveries failed; they stay queued and are retried with back-off`), 'warning')
  return true
}
