/**
 * The process's outbox worker: started on the first request (and at start-up by the serve
 * script's first request), it runs a delivery pass every few seconds and at once after a new
 * record is queued; a pass drains everything due before it ends. After a pass, the outbox's
 * alarms (outbox-alarms.server.ts), and every ten minutes the answers of delivered submissions
 * past their retention are deleted (submission-retention.server.ts; on Workers, by the scheduled
 * pass only). Without a CRM webhook configured, records wait in the outbox, stored, and nothing
 * is checked, reported or deleted (nothing is delivered).
 */
import { getConfig } from '../../../app.config.ts'
import { siteDatabase } from '../database/database.server.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { deleteExpiredAnswers } from '../forms/submission-retention.server.ts'
import { deliverDueRecords, type DeliveryOptions } from './deliver-outbox.server.ts'
import { checkBacklogAge, claimReport, reportDeadLetters, reportFailures } from './outbox-alarms.server.ts'
import { runsOnWorkers } from '../edge-runtime.ts'

const INTERVAL_MS = 5000
/** The backlog's age is read at most this often by a process (a scheduled pass on Workers runs once a minute). */
const AGE_CHECK_EVERY_MS = 60_000
/** A failure of the pass itself (the database): one report per this long, per process. */
const REPORT_EVERY_MS = 10 * 60_000
/**
 * On Workers a pass belongs to one invocation, which has a budget of subrequests (each delivery
 * is one, and one database use) and of time: a scheduled pass claims at most this many rows,
 * for at most this long, and a pass riding on a visitor's request one round of deliveries.
 */
const SCHEDULED_PASS = { maxRows: 400, claimForMs: 20_000 }
/**
 * Expired answers are deleted at most this often for the whole site (claimed in the database, as
 * the alarms are), this many at a time: a scheduled pass on Workers keeps to its budget.
 */
const RETENTION_EVERY_SECONDS = 10 * 60
const RETENTION_MAX_ROWS = { node: 10_000, workers: 1_000 }

let timer: ReturnType<typeof setInterval> | undefined
let running: Promise<void> | undefined
let lastFailureReport = 0
let lastAgeCheck = 0
let lastRetention = 0

/**
 * `retention`: whether this pass deletes expired answers — a scheduled pass does (when no process
 * did within the interval), the process's timer once its interval has passed, and a pass riding
 * on a visitor's request on Workers never.
 */
async function deliverNow(bounds: Pick<DeliveryOptions, 'maxRows' | 'claimUntil'> = {}, retention: 'now' | 'when-due' | 'never' = 'when-due'): Promise<void> {
  const { crmWebhook: target, outbox, submissionRetentionDays } = getConfig()
  if (!target) return
  try {
    const database = await siteDatabase()
    const report = await deliverDueRecords(database, target, { concurrency: outbox.concurrency, ...bounds })
    await reportFailures(database, report.failed)
    await reportDeadLetters(database, report.dead, outbox.maxAgeMinutes * 60)
    if (runsOnWorkers || Date.now() - lastAgeCheck >= AGE_CHECK_EVERY_MS) {
      lastAgeCheck = Date.now()
      await checkBacklogAge(database, outbox.maxAgeMinutes)
    }
    if (retention === 'now' || (retention === 'when-due' && Date.now() - lastRetention >= RETENTION_EVERY_SECONDS * 1000)) {
      lastRetention = Date.now()
      if (await claimReport(database, 'answers-retention', RETENTION_EVERY_SECONDS)) {
        await deleteExpiredAnswers(database, submissionRetentionDays, { maxRows: runsOnWorkers ? RETENTION_MAX_ROWS.workers : RETENTION_MAX_ROWS.node })
      }
    }
  } catch (error) {
    if (Date.now() - lastFailureReport > REPORT_EVERY_MS) {
      lastFailureReport = Date.now()
      reportServerError(error, 'warning')
    }
  }
}

/** Runs a delivery pass unless one is running (then the running one will see new rows soon enough). */
export function nudgeOutbox(): void {
  // On Workers a pass belongs to its request, which may end first and leave a shared pass
  // unsettled forever: each request runs its own (rows are claimed, so passes never collide).
  if (runsOnWorkers) {
    void deliverNow({ maxRows: getConfig().outbox.concurrency }, 'never')
    return
  }
  running ??= deliverNow().finally(() => {
    running = undefined
  })
}

/** One bounded delivery pass of its own, to its end, then the retention: what a scheduled run on Workers waits for (workers-cron.ts). */
export function deliverOutboxNow(): Promise<void> {
  return deliverNow({ maxRows: SCHEDULED_PASS.maxRows, claimUntil: Date.now() + SCHEDULED_PASS.claimForMs }, 'now')
}

export function ensureOutboxWorker(): void {
  // A worker on Cloudflare has no timer that outlives a request: a cron trigger runs the passes there.
  if (timer || runsOnWorkers || !getConfig().crmWebhook) return
  timer = setInterval(nudgeOutbox, INTERVAL_MS)
  // The worker never keeps the process alive on its own.
  timer.unref()
  nudgeOutbox()
}
