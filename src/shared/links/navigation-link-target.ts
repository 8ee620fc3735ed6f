import type { NavLink } from '../../content-model/content-model'
import { localizedPath, type Locale } from '../locale'
import type { NavigationLinkTarget } from './navigation-link-summary.fields'

/**
 * Where a parsed navigation link goes in a language: its page, else its URL, with a site path
 * (written without /es) moved into the language, as the shell's links are.
 */
export function navigationLinkHref(link: NavigationLinkTarget, locale: Locale): NavLink {
  if (link.pageHref) return { label: link.label, href: link.pageHref, external: false }
  const url = link.url ?? '/'
  if (url.startsWith('/')) return { label: link.label, href: localizedPath(url, locale), external: false }
  return { label: link.label, href: url, external: !url.startsWith('#') }
}
