/** The browser's error-reporting limits (docs/behaviour.md §9), set explicitly: recent SDKs changed several defaults. */
export const ERROR_REPORTING_LIMITS = {
  /** Events held by the transport while others are in flight; more are dropped. */
  transportBufferSize: 30,
  /** Back-off after a 429 without Retry-After, in ms (the SDK honours Retry-After when given). */
  defaultRetryAfterMs: 60_000,
  maxValueLength: 250,
  stackFrames: 50,
  maxBreadcrumbs: 100,
  linkedErrors: 5,
  /** Within this window the first event of a kind is sent and its repeats are counted. */
  windowMs: 60_000,
  /** Events one page sends a window at most; past it, one event says how many were left out. */
  eventsPerWindow: 10,
} as const

/** The generic message browsers give for errors from other origins: nothing to act on. */
export const IGNORED_ERRORS = [/^Script error\.?$/]

export type ErrorReportingConfig = {
  dsn: string
  environment: string
  release: string
  /** 0..1: the share of errors reported (SENTRY_SAMPLE_RATE). */
  sampleRate: number
}
