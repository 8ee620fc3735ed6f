/**
 * What a visitor sees when another site's page posted one of our forms from their browser: a 403
 * in their language, from strings alone, saying nothing was kept and leading to the form on this
 * site, where they can send it themselves if they meant to.
 */
import { messages } from '../../shared/i18n/messages.ts'
import { localizedPath, type Locale } from '../../shared/locale.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The page the form was posted to, on this site: "//host/…" would leave it. */
function sameSiteHref(url: string): string {
  const { pathname, search } = new URL(url)
  return `/${pathname.replace(/^\/+/, '')}${search}`
}

export function crossSiteRefusalPage(locale: Locale, url: string): Response {
  const t = messages[locale]
  const html = [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(t.crossSiteTitle)}</title></head>`,
    '<body><main data-cross-site-refused="">',
    `<h1>${escapeHtml(t.crossSiteTitle)}</h1>`,
    `<p>${escapeHtml(t.crossSiteBody)}</p>`,
    `<p><a href="${escapeHtml(sameSiteHref(url))}">${escapeHtml(t.crossSiteToForm)}</a></p>`,
    `<p><a href="${localizedPath('/', locale)}">${escapeHtml(t.backToHome)}</a></p>`,
    '</main></body></html>',
  ].join('\n')
  return new Response(html, { status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}
