import { withZipOverride } from '../features/segments/segments-slice'
import { localeFromPathname } from '../shared/locale'
import type { AppStateData } from './create-app-store'

const ZIP5 = /^\d{5}$/

/**
 * The state a request starts with: its language, the segments its query string applies and the
 * visitor's state when the page's HTML is rendered for it (`shownState`, resolved at the door:
 * only a state the content treats apart, ADR 050), so that HTML and hydration agree.
 */
export function initialStateFromUrl(url: URL, shownState: string | null = null): Partial<AppStateData> {
  const { locale } = localeFromPathname(url.pathname)
  const zip = url.searchParams.get('zip')
  return {
    language: locale,
    segments: {
      ...(zip && ZIP5.test(zip) ? withZipOverride({ zip }) : {}),
      ...(shownState ? { stateCode: shownState } : {}),
    },
  }
}
