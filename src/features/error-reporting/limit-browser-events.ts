/**
 * The browser SDK's beforeSend: one page in a failure loop (a render error on every frame, a
 * request retried for ever) sends the first event of each kind, then counts; a sampled share of
 * kinds is sent at all; at most ERROR_REPORTING_LIMITS.eventsPerWindow events leave per window,
 * and when a window closes having left some out, one event says how many.
 */
import type { ErrorEvent } from '@sentry/core'
import { errorFingerprint } from '../../shared/error-fingerprint'
import { createReportLimiter } from '../../shared/report-limiter'
import { ERROR_REPORTING_LIMITS } from './error-reporting-limits'

/** The tag the summary event carries, so that it passes its own limiter. */
const SUMMARY_TAG = 'error-reports-dropped'

export type BrowserEventLimiterOptions = {
  sampleRate: number
  /** Sends the summary (the SDK's captureMessage). */
  sendSummary: (message: string, tags: Record<string, string>) => void
  windowMs?: number
  eventsPerWindow?: number
  random?: () => number
}

/** The event's kind: its main exception (the last, after linked causes) and top in-app frame, or its message. */
export function fingerprintOfEvent(event: ErrorEvent): string {
  const exception = event.exception?.values?.at(-1)
  if (exception) {
    const top = exception.stacktrace?.frames?.findLast((frame) => frame.in_app !== false)
    return errorFingerprint(exception.type ?? 'Error', exception.value ?? '', top)
  }
  return errorFingerprint('Message', event.message ?? event.logentry?.message ?? '')
}

export function createBrowserEventLimiter(options: BrowserEventLimiterOptions): (event: ErrorEvent) => ErrorEvent | null {
  const windowMs = options.windowMs ?? ERROR_REPORTING_LIMITS.windowMs
  const eventsPerWindow = options.eventsPerWindow ?? ERROR_REPORTING_LIMITS.eventsPerWindow
  const limiter = createReportLimiter<null>({
    windowMs,
    maxPerWindow: eventsPerWindow,
    sampleRate: options.sampleRate,
    random: options.random,
    onWindowClosed(summary) {
      if (summary.dropped === 0) return
      const repeats = summary.repeats.reduce((total, repeat) => total + repeat.count, 0)
      options.sendSummary(
        `${summary.dropped} error events of this page were not sent in the last ${Math.round(windowMs / 1000)} s (over the cap of ${eventsPerWindow}); ${repeats} repeats of sent events were counted only`,
        { [SUMMARY_TAG]: String(summary.dropped) },
      )
    },
  })
  return (event) => {
    if (event.tags?.[SUMMARY_TAG] !== undefined) return event
    const verdict = limiter.admit(fingerprintOfEvent(event), null)
    return verdict.kind === 'send' ? event : null
  }
}
