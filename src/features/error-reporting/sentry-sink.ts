/**
 * The browser SDK, loaded as its own chunk after the page is interactive, then attached to the
 * client log (which hands over what was logged before). Our own early handlers catch global errors,
 * so the SDK's global handlers stay off and nothing is reported twice. Every breadcrumb and event
 * is scrubbed of query strings, fragments and zip codes (scrub-browser-events.ts), and every event
 * passes the page's limiter (limit-browser-events.ts) before the transport.
 */
import {
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  captureException,
  captureMessage,
  defaultStackParser,
  dedupeIntegration,
  eventFiltersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/react'
import type { ClientLogSink } from '../../shared/client-log'
import { ERROR_REPORTING_LIMITS, IGNORED_ERRORS, type ErrorReportingConfig } from './error-reporting-limits'
import { createBrowserEventLimiter } from './limit-browser-events'
import { scrubBreadcrumb, scrubEvent } from './scrub-browser-events'

export function initSentry(config: ErrorReportingConfig): ClientLogSink {
  const limit = createBrowserEventLimiter({
    sampleRate: config.sampleRate,
    sendSummary: (message, tags) => captureMessage(message, { level: 'warning', tags }),
  })
  init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    defaultIntegrations: false,
    integrations: [
      eventFiltersIntegration(),
      breadcrumbsIntegration(),
      browserApiErrorsIntegration(),
      httpContextIntegration(),
      dedupeIntegration(),
      linkedErrorsIntegration({ limit: ERROR_REPORTING_LIMITS.linkedErrors }),
    ],
    ignoreErrors: IGNORED_ERRORS,
    maxValueLength: ERROR_REPORTING_LIMITS.maxValueLength,
    maxBreadcrumbs: ERROR_REPORTING_LIMITS.maxBreadcrumbs,
    // The SDK's parser keeps at most 50 frames (ERROR_REPORTING_LIMITS.stackFrames).
    stackParser: defaultStackParser,
    transport: makeFetchTransport,
    transportOptions: { bufferSize: ERROR_REPORTING_LIMITS.transportBufferSize },
    sendClientReports: false,
    beforeBreadcrumb: scrubBreadcrumb,
    // Repeats, a sampled-out share and events past the cap stop here (limit-browser-events.ts).
    beforeSend: (event) => {
      const admitted = limit(event)
      return admitted && scrubEvent(admitted)
    },
  })
  return {
    exception(level, error) {
      const reference = (error as Error & { reference?: unknown }).reference
      // A referenced error keeps the id the visitor was shown on the error page.
      if (typeof reference === 'string') captureException(error, { event_id: reference, captureContext: { level } })
      else captureException(error, { level })
    },
    message(level, message) {
      captureMessage(message, level)
    },
  }
}
