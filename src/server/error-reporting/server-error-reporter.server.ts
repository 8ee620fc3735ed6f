/**
 * Server errors to error reporting, over Sentry's envelope protocol with the SDK core's own
 * helpers (no Node SDK and its instrumentation in the request path). Without a DSN: the server
 * log only. Limits follow spec §9: values cut at 250 characters, 50 frames, and a 429 answer
 * (Retry-After, default 60 s) stops sending for that long.
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

const MAX_VALUE_LENGTH = 250
const MAX_FRAMES = 50
const SEND_TIMEOUT_MS = 3_000

let pausedUntil = 0

function frames(error: Error) {
  const lines = (error.stack ?? '').split('\n').slice(1, MAX_FRAMES + 1)
  return lines
    .map((line) => /at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => ({ function: match[1] ?? '?', filename: match[2], lineno: Number(match[3]), colno: Number(match[4]), in_app: !match[2]?.includes('node_modules') }))
    .reverse()
}

/**
 * Reports an error and returns its event id, which the visitor sees as the error reference.
 * `logged`: the caller has written its own log line (content issues are warnings, not errors).
 */
export function reportServerError(error: unknown, level: SeverityLevel = 'error', { logged = false }: { logged?: boolean } = {}): string {
  const eventId = uuid4()
  const cause = error instanceof Error ? error : new Error(String(error))
  if (!logged) console.error(`[error ${eventId}]`, cause)
  const { sentryDsn, sentryEnvironment, sentryRelease } = getConfig()
  const dsn = sentryDsn ? dsnFromString(sentryDsn) : undefined
  if (!dsn || Date.now() < pausedUntil) return eventId

  const event: Event = {
    event_id: eventId,
    level,
    platform: 'node',
    timestamp: Date.now() / 1000,
    environment: sentryEnvironment,
    release: sentryRelease,
    exception: { values: [{ type: cause.name, value: truncate(cause.message, MAX_VALUE_LENGTH), stacktrace: { frames: frames(cause) } }] },
  }
  const envelope = createEventEnvelope(event, dsn)
  fetch(getEnvelopeEndpointWithUrlEncodedAuth(dsn), {
    method: 'POST',
    body: serializeEnvelope(envelope) as string,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  })
    .then((response) => {
      if (response.status === 429) pausedUntil = Date.now() + parseRetryAfterHeader(response.headers.get('retry-after') ?? '')
    })
    .catch((failure: unknown) => console.error(`[error ${eventId}] could not be sent to error reporting: ${String(failure)}`))
  return eventId
}
