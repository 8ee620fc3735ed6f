/** The site's two languages and how URLs carry them (docs/behaviour.md §1: en-US at /…, es-MX at /es/…). */
export const LOCALES = ['en-US', 'es-MX'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en-US'

const SPANISH_PREFIX = '/es'

/** The language of a URL path and the content path it asks for ("/es/historia" -> es-MX "/historia"). */
export function localeFromPathname(pathname: string): { locale: Locale; contentPath: string } {
  if (pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`)) {
    return { locale: 'es-MX', contentPath: normalizeContentPath(pathname.slice(SPANISH_PREFIX.length)) }
  }
  return { locale: 'en-US', contentPath: normalizeContentPath(pathname) }
}

/** "/a/b/" -> "/a/b", "" -> "/"; repeated slashes collapse. */
function normalizeContentPath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '')
  return collapsed === '' ? '/' : collapsed
}

/**
 * The public URL of a CMS path in a language (docs/behaviour.md §1): the part after a double hyphen is dropped,
 * so editors can keep paths unique ("/donar--2026" is served at "/donar"), and es-MX gets "/es".
 */
export function localizedPath(cmsPath: string, locale: Locale): string {
  const path = normalizeContentPath(cmsPath.split('--')[0] ?? '')
  if (locale === 'en-US') return path
  return path === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${path}`
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en-US' ? 'es-MX' : 'en-US'
}

/** Longer than any page path a CMS would hold: such a URL names no page. */
const MAX_PATH_LENGTH = 2048

/**
 * The content path and language a URL's pathname asks for, or null when it can name no page
 * (too long, malformed percent-encoding). The route and the server's page cache read URLs alike.
 */
export function contentPathOf(pathname: string): { path: string; locale: Locale } | null {
  if (pathname.length > MAX_PATH_LENGTH) return null
  let path: string
  try {
    path = normalizeContentPath(decodeURI(pathname))
  } catch {
    return null
  }
  return { path, locale: localeFromPathname(path).locale }
}

