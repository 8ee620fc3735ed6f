/**
 * Which page of a URL a visitor is served (docs/decisions/051-state-pages.md): the state page for
 * the visitor's state when the URL has one and they have not turned state pages off; else the
 * page at the URL, as everyone (bots included) gets it. The choice is part of the page's cache
 * key and of its HTML (the control that turns state pages off, or back on).
 */
import type { Page } from '../../content-model/content-model.ts'
import type { Locale } from '../../shared/locale.ts'
import { statePageStateOf, type VisitorLocation } from '../../shared/segments/location-cookie.ts'
import type { StatePageChoice } from '../../shared/state-pages.ts'
import type { ContentIndex } from '../content/content-index.ts'

/** Null when the URL has no page, or no state page for the visitor's state (or the state is not known). */
export function statePageChoice(index: ContentIndex, locale: Locale, path: string, location: VisitorLocation | null): StatePageChoice | null {
  const state = location?.stateCode?.toLowerCase()
  if (!state || !index.page(locale, path) || !index.statePage(locale, path, state)) return null
  return { state, shown: statePageStateOf(location) === state }
}

/** The page the visitor is served at the URL: null when there is none (a 404). */
export function servedPage(index: ContentIndex, locale: Locale, path: string, choice: StatePageChoice | null): Page | null {
  return choice?.shown ? index.statePage(locale, path, choice.state) : index.page(locale, path)
}
