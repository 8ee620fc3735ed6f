import { addClientLogSink, clientLog } from '../../shared/client-log'
import type { ErrorReportingConfig } from './error-reporting-limits'

/** The configuration the server put in the page's head (no DSN: the console only). */
export function errorReportingConfigFromDocument(document: Document): ErrorReportingConfig | null {
  const read = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="error-reporting-${name}"]`)?.content
  const dsn = read('dsn')
  if (!dsn) return null
  const sampleRate = Number(read('sample-rate') ?? 1)
  return {
    dsn,
    environment: read('environment') ?? 'production',
    release: read('release') ?? 'unknown',
    // The server parsed it (SENTRY_SAMPLE_RATE); a page from an older server has none: report all.
    sampleRate: Number.isFinite(sampleRate) && sampleRate >= 0 && sampleRate <= 1 ? sampleRate : 1,
  }
}

/**
 * Global errors and rejected promises go to the client log from the very start; they queue there
 * until error reporting is ready. "Script error." carries nothing and is filtered by the SDK.
 */
export function installGlobalErrorHandlers(target: Window): void {
  target.addEventListener('error', (event) => {
    clientLog('error', event.error instanceof Error ? event.error : event.message)
  })
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    clientLog('error', reason instanceof Error ? reason : new Error(`Unhandled rejection: ${String(reason)}`))
  })
}

/** Loads the SDK once the page has loaded and the browser is idle, so it costs nothing up front. */
export function startErrorReporting(config: ErrorReportingConfig, target: Window): void {
  const load = () =>
    import('./sentry-sink')
      .then(({ initSentry }) => addClientLogSink(initSentry(config)))
      .catch((error: unknown) => console.error('Error reporting could not start:', error))
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(() => void load(), { timeout: 3000 })
    else target.setTimeout(() => void load(), 1)
  }
  if (target.document.readyState === 'complete') whenIdle()
  else target.addEventListener('load', whenIdle, { once: true })
}
