/**
 * The process's outbox worker: started on the first request (and at start-up by the serve
 * script's first request), it delivers due records every few seconds and at once after a new
 * record is queued. Without a CRM webhook configured, records wait in the outbox, stored.
 */
import { getConfig } from '../../../app.config.ts'
import { siteDatabase } from '../database/database.server.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { deliverDueRecords } from './deliver-outbox.server.ts'
import { runsOnWorkers } from '../edge-runtime.ts'

const INTERVAL_MS = 5000
/** One report per this long while deliveries keep failing, not one per attempt. */
const REPORT_EVERY_MS = 10 * 60_000

let timer: ReturnType<typeof setInterval> | undefined
let running: Promise<void> | undefined
let lastReport = 0

async function deliverNow(): Promise<void> {
  const target = getConfig().crmWebhook
  if (!target) return
  try {
    const report = await deliverDueRecords(await siteDatabase(), target)
    if (report.failed > 0 && Date.now() - lastReport > REPORT_EVERY_MS) {
      lastReport = Date.now()
      reportServerError(new Error(`CRM webhook: ${report.failed} deliveries failed; they stay queued and are retried with back-off`), 'warning')
    }
  } catch (error) {
    if (Date.now() - lastReport > REPORT_EVERY_MS) {
      lastReport = Date.now()
      reportServerError(error, 'warning')
    }
  }
}

/** Runs a delivery pass unless one is running (then the running one will see new rows soon enough). */
export function nudgeOutbox(): void {
  // On Workers a pass belongs to its request, which may end first and leave a shared pass
  // unsettled forever: each request runs its own (rows are claimed, so passes never collide).
  if (runsOnWorkers) {
    void deliverNow()
    return
  }
  running ??= deliverNow().finally(() => {
    running = undefined
  })
}

/** One delivery pass of its own, to its end: what a scheduled run on Workers waits for (workers-cron.ts). */
export function deliverOutboxNow(): Promise<void> {
  return deliverNow()
}

export function ensureOutboxWorker(): void {
  // A worker on Cloudflare has no timer that outlives a request: a cron trigger runs the passes there.
  if (timer || runsOnWorkers || !getConfig().crmWebhook) return
  timer = setInterval(nudgeOutbox, INTERVAL_MS)
  // The worker never keeps the process alive on its own.
  timer.unref()
  nudgeOutbox()
}

export function stopOutboxWorker(): void {
  if (timer) clearInterval(timer)
  timer = undefined
}
