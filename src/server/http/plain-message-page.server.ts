/**
 * A page built from strings alone, for answers given when a render cannot or must not run (a
 * render that failed, a post refused at the door): a heading, a sentence, a way back to the page
 * the visitor was on and one to the homepage, in their language. No cache keeps it.
 */
import { messages, type MessageKey } from '../../shared/i18n/messages.ts'
import { localizedPath, type Locale } from '../../shared/locale.ts'
import { CACHE, UNLISTED, htmlResponse, robotsMetaTag } from './response-policy.ts'

export type PlainMessage = {
  locale: Locale
  status: number
  /** The data attribute on <main> that names the kind of answer (for tests and operators). */
  marker: string
  title: MessageKey
  body: MessageKey
  /** The label of the link back to `url`, the page the visitor asked for or posted to. */
  back: MessageKey
  url: string
  headers?: Record<string, string>
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The page asked for, on this site: "//host/…" would leave it. */
function sameSiteHref(url: string): string {
  const { pathname, search } = new URL(url)
  return `/${pathname.replace(/^\/+/, '')}${search}`
}

export function plainMessagePage({ locale, status, marker, title, body, back, url, headers = {} }: PlainMessage): Response {
  const t = messages[locale]
  const html = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${robotsMetaTag(UNLISTED)}`,
    `<title>${escapeHtml(t[title])}</title></head>`,
    `<body><main ${marker}="">`,
    `<h1>${escapeHtml(t[title])}</h1>`,
    `<p>${escapeHtml(t[body])}</p>`,
    `<p><a href="${escapeHtml(sameSiteHref(url))}">${escapeHtml(t[back])}</a></p>`,
    `<p><a href="${localizedPath('/', locale)}">${escapeHtml(t.backToHome)}</a></p>`,
    '</main></body></html>',
  ].join('\n')
  return htmlResponse(status, html, { cache: CACHE.noStore, robots: UNLISTED, headers })
}
