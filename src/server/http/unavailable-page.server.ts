/**
 * The page a visitor gets when the page they asked for could not be rendered in time and no stale
 * copy was at hand: a 503 in their language, built from strings alone (the render is what failed),
 * which no cache keeps and which asks the browser to try again shortly.
 */
import { messages } from '../../shared/i18n/messages.ts'
import { localizedPath, type Locale } from '../../shared/locale.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The same page again, on this site: "//host/…" would leave it. */
function sameSiteHref(url: string): string {
  const { pathname, search } = new URL(url)
  return `/${pathname.replace(/^\/+/, '')}${search}`
}

export function unavailablePage(locale: Locale, { retryAfterSeconds, url }: { retryAfterSeconds: number; url: string }): Response {
  const t = messages[locale]
  const html = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(t.unavailableTitle)}</title></head>`,
    '<body><main data-unavailable="">',
    `<h1>${escapeHtml(t.unavailableTitle)}</h1>`,
    `<p>${escapeHtml(t.unavailableBody)}</p>`,
    `<p><a href="${escapeHtml(sameSiteHref(url))}">${escapeHtml(t.unavailableRetry)}</a></p>`,
    `<p><a href="${localizedPath('/', locale)}">${escapeHtml(t.backToHome)}</a></p>`,
    '</main></body></html>',
  ].join('\n')
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) },
  })
}
