/**
 * What the browser SDK may carry about where a visitor was: paths, never query strings or
 * fragments (`?zip=`, `mc_eid`, refcodes, an email in a tracking link) and never the zip code in
 * the zip lookup's path (it says where the visitor lives): shared/reportable-text.ts. Applied to every breadcrumb as it is
 * recorded (beforeBreadcrumb) and to every event before it leaves (beforeSend), so an event
 * built from elsewhere (a linked cause, a message) is scrubbed as well.
 */
import type { Breadcrumb, Event, Exception, StackFrame } from '@sentry/core'
import { reportableText, reportableUrl } from '../../shared/reportable-text'

const URL_KEYS = ['url', 'from', 'to'] as const

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const scrubbed: Breadcrumb = { ...breadcrumb }
  if (breadcrumb.data) {
    const data: Record<string, unknown> = { ...breadcrumb.data }
    for (const key of URL_KEYS) if (typeof data[key] === 'string') data[key] = reportableUrl(data[key])
    // A request's body or answer is never a breadcrumb's business.
    delete data.request_body
    delete data.response_body
    scrubbed.data = data
  }
  if (typeof breadcrumb.message === 'string') scrubbed.message = reportableText(breadcrumb.message)
  return scrubbed
}

function scrubFrame(frame: StackFrame): StackFrame {
  // An inline script's frames carry the page's own URL as their file.
  return { ...frame, ...(frame.filename && { filename: reportableUrl(frame.filename) }), ...(frame.abs_path && { abs_path: reportableUrl(frame.abs_path) }) }
}

function scrubException(exception: Exception): Exception {
  const frames = exception.stacktrace?.frames
  return {
    ...exception,
    ...(exception.value !== undefined && { value: reportableText(exception.value) }),
    ...(frames && { stacktrace: { ...exception.stacktrace, frames: frames.map(scrubFrame) } }),
  }
}

/** The event with its request reduced to a path and a user agent, and every URL in it made reportable. */
export function scrubEvent<E extends Event>(event: E): E {
  const scrubbed: E = { ...event }
  if (event.request) {
    const userAgent = event.request.headers?.['User-Agent']
    scrubbed.request = {
      ...(event.request.url !== undefined && { url: reportableUrl(event.request.url) }),
      // The Referer is a full URL of another page; cookies, query and body are the visitor's.
      ...(userAgent !== undefined && { headers: { 'User-Agent': userAgent } }),
    }
  }
  if (event.transaction !== undefined) scrubbed.transaction = reportableUrl(event.transaction)
  if (event.message !== undefined) scrubbed.message = reportableText(event.message)
  if (event.logentry?.message !== undefined) scrubbed.logentry = { ...event.logentry, message: reportableText(event.logentry.message) }
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb)
  if (event.exception?.values) scrubbed.exception = { ...event.exception, values: event.exception.values.map(scrubException) }
  return scrubbed
}
