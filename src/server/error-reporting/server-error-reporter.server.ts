/**
 * Server errors to error reporting, over Sentry's envelope protocol with the SDK core's own
 * helpers (no Node SDK and its instrumentation in the request path). Without a DSN: the server
 * log only. Limits (docs/behaviour.md §9): values cut at 250 characters, 50 frames, at most 30
 * events in flight (a short queue behind them), and a 429 answer (Retry-After, default 60 s) stops
 * sending for that long. A failure that repeats (a database outage during a surge) is one event
 * and one stack in the log per minute,
 * at most SENTRY_EVENTS_PER_MINUTE events go out, SENTRY_SAMPLE_RATE of failures are sent, and
 * what was held back is told once a minute (report-limiter.ts). An event carries the error's
 * type, message and stack only — no request, body or answer — and the message's URLs lose their
 * query strings and its email addresses are replaced (reportable-text.ts): a failure's message
 * may quote what a visitor sent.
 */
import {
  createEventEnvelope,
  dsnFromString,
  getEnvelopeEndpointWithUrlEncodedAuth,
  parseRetryAfterHeader,
  serializeEnvelope,
  truncate,
  uuid4,
  type Event,
  type SeverityLevel,
} from '@sentry/core'
import { getConfig } from '../../../app.config.ts'
import { errorFingerprint } from '../../shared/error-fingerprint.ts'
import { reportableText } from '../../shared/reportable-text.ts'
import { createReportLimiter, type WindowSummary } from '../../shared/report-limiter.ts'
import { parseStackFrameLine } from './stack-frame-line.ts'

const MAX_VALUE_LENGTH = 250
const MAX_FRAMES = 50
/** The transport buffer (docs/behaviour.md §9): events in flight at once; more wait in a short queue, then are dropped. */
const MAX_IN_FLIGHT = 30
const MAX_QUEUED = 100
const SEND_TIMEOUT_MS = 3_000
const WINDOW_MS = 60_000

export type ServerErrorReporterOptions = {
  /** Unset: the log only. */
  dsn: string | undefined
  environment: string
  release: string
  /** 0..1: the share of failures sent. */
  sampleRate: number
  /** Events sent per minute at most. */
  eventsPerMinute: number
  random?: () => number
}

export type ReportOptions = {
  /**
   * The caller has written its own log line, and bounds and tells each occurrence on purpose
   * (content issues: each once per content generation, at most 51): sent as it comes, without
   * dedupe, sampling or the cap, and without taking the cap's room from failures.
   */
  logged?: boolean
}

export type ServerErrorReporter = {
  /** Reports an error; returns the reference the visitor is shown (a repeat's: its first occurrence's). */
  report(error: unknown, level?: SeverityLevel, options?: ReportOptions): string
  /** Closes the current window now: what was held back is told. */
  flush(): void
}

type Frame = { function: string; filename: string; lineno: number; colno: number; in_app: boolean }

function frames(error: Error): Frame[] {
  const lines = (error.stack ?? '').split('\n').slice(1, MAX_FRAMES + 1)
  return lines
    .map((line) => parseStackFrameLine(line.trim()))
    .filter((frame) => frame !== null)
    .map(({ function: name, filename, lineno, colno }) => ({ function: name ?? '?', filename, lineno, colno, in_app: !filename.includes('node_modules') && !filename.startsWith('node:') }))
    .reverse()
}

type First = { id: string }

export function createServerErrorReporter(options: ServerErrorReporterOptions): ServerErrorReporter {
  const dsn = options.dsn ? dsnFromString(options.dsn) : undefined
  let pausedUntil = 0
  let inFlight = 0
  const queued: Event[] = []

  function post(event: Event, to: NonNullable<typeof dsn>): void {
    inFlight += 1
    fetch(getEnvelopeEndpointWithUrlEncodedAuth(to), {
      method: 'POST',
      body: serializeEnvelope(createEventEnvelope(event, to)) as string,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
      .then((response) => {
        if (response.status === 429) pausedUntil = Date.now() + parseRetryAfterHeader(response.headers.get('retry-after') ?? '')
      })
      .catch((failure: unknown) => console.error(`[error ${event.event_id}] could not be sent to error reporting: ${String(failure)}`))
      .finally(() => {
        inFlight -= 1
        const next = queued.shift()
        if (!next) return
        if (Date.now() < pausedUntil) {
          // Error reporting asked for a pause: what waited is left out, and counted.
          for (let left = queued.splice(0).length + 1; left > 0; left -= 1) limiter.drop()
        } else post(next, to)
      })
  }

  /** Sends one event, now or once a place in flight frees up; false when it cannot go (no DSN, paused after a 429, the queue full). */
  function send(event: Event): boolean {
    if (!dsn || Date.now() < pausedUntil) return false
    if (inFlight < MAX_IN_FLIGHT) post(event, dsn)
    else if (queued.length < MAX_QUEUED) queued.push(event)
    else return false
    return true
  }

  function baseEvent(level: SeverityLevel): Event {
    return { event_id: uuid4(), level, platform: 'node', timestamp: Date.now() / 1000, environment: options.environment, release: options.release }
  }

  function tellHeldBack(summary: WindowSummary<First>): void {
    const seconds = Math.round(summary.windowMs / 1000)
    for (const { fingerprint, first, count } of summary.repeats) console.error(`[error ${first.id}] ${count} more like ${fingerprint} in the last ${seconds} s`)
    if (summary.unremembered > 0) {
      console.error(`[error-reporting] ${summary.unremembered} more failures of yet other kinds in the last ${seconds} s were neither logged nor reported`)
    }
    if (summary.dropped === 0) return
    const message = `${summary.dropped === 1 ? '1 error report was' : `${summary.dropped} error reports were`} not sent in the last ${seconds} s (over the cap of ${options.eventsPerMinute} a minute, or while error reporting refused more); each was logged with its reference`
    console.error(`[error-reporting] ${message}`)
    // Past the cap on purpose: the one event that says how much the others left out.
    send({ ...baseEvent('warning'), fingerprint: ['error-reports-dropped'], exception: { values: [{ type: 'ErrorReportsDropped', value: truncate(message, MAX_VALUE_LENGTH) }] } })
  }

  const limiter = createReportLimiter<First>({
    windowMs: WINDOW_MS,
    maxPerWindow: options.eventsPerMinute,
    sampleRate: options.sampleRate,
    random: options.random,
    onWindowClosed: tellHeldBack,
  })

  return {
    report(error, level = 'error', { logged = false } = {}) {
      const cause = error instanceof Error ? error : new Error(String(error))
      const stack = frames(cause)
      const top = stack.findLast((frame) => frame.in_app)
      const event: Event = {
        ...baseEvent(level),
        exception: { values: [{ type: cause.name, value: truncate(reportableText(cause.message), MAX_VALUE_LENGTH), stacktrace: { frames: stack } }] },
      }
      const eventId = event.event_id as string
      if (logged) {
        send(event)
        return eventId
      }
      const verdict = limiter.admit(errorFingerprint(cause.name, cause.message, top), { id: eventId })
      // Support finds a repeat under the reference of its first occurrence, which the log has.
      if (verdict.kind === 'repeat') return verdict.first.id
      if (verdict.kind === 'unremembered') return eventId
      // The log is read by more people than error reports are: it says no more than the report.
      console.error(`[error ${eventId}]`, loggable(cause))
      if (verdict.kind === 'send' && dsn && !send(event)) limiter.drop()
      return eventId
    },
    flush: () => limiter.flush(),
  }
}

/** The error as the log shows it: its type, its message made reportable, and the stack's frames. */
function loggable(cause: Error): Error {
  const logged = new Error(reportableText(cause.message))
  logged.name = cause.name
  const frameLines = (cause.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '))
  logged.stack = [`${logged.name}: ${logged.message}`, ...frameLines].join('\n')
  return logged
}

let processReporter: ServerErrorReporter | undefined

/**
 * Reports an error with the process's reporter (configured once from app.config.ts) and returns
 * its event id, which the visitor sees as the error reference.
 * `logged`: the caller has written its own log line (content issues are warnings, not errors).
 */
export function reportServerError(error: unknown, level: SeverityLevel = 'error', { logged = false }: ReportOptions = {}): string {
  if (!processReporter) {
    const config = getConfig()
    processReporter = createServerErrorReporter({
      dsn: config.sentryDsn,
      environment: config.sentryEnvironment,
      release: config.sentryRelease,
      sampleRate: config.sentrySampleRate,
      eventsPerMinute: config.sentryEventsPerMinute,
    })
  }
  return processReporter.report(error, level, { logged })
}
