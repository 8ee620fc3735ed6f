/**
 * The page a visitor gets when the page they asked for could not be rendered in time and no stale
 * copy was at hand: a 503 in their language, built from strings alone (the render is what failed),
 * which no cache keeps and which asks the browser to try again shortly.
 */
import type { Locale } from '../../shared/locale.ts'
import { plainMessagePage } from './plain-message-page.server.ts'

export function unavailablePage(locale: Locale, { retryAfterSeconds, url }: { retryAfterSeconds: number; url: string }): Response {
  return plainMessagePage({
    locale,
    status: 503,
    marker: 'data-unavailable',
    title: 'unavailableTitle',
    body: 'unavailableBody',
    back: 'unavailableRetry',
    url,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  })
}
