import { withZipOverride } from '../features/segments/segments-slice'
import { localeFromPathname } from '../shared/locale'
import type { AppStateData } from './create-app-store'

const ZIP5 = /^\d{5}$/

/** The state a request starts with: its language and the segments its query string applies. */
export function initialStateFromUrl(url: URL): Partial<AppStateData> {
  const { locale } = localeFromPathname(url.pathname)
  const zip = url.searchParams.get('zip')
  return {
    language: locale,
    segments: zip && ZIP5.test(zip) ? withZipOverride({ zip }) : {},
  }
}
