/**
 * How much of the visitor's location a page's server HTML shows. The HTML depends on the state
 * only where the content treats a state apart — a fundraising-disabled state (siteSettings'
 * disabledStates) has no donate asks — so only such a state is put in the render's store and the
 * origin cache's key (such a copy is `private` beyond it: a cache that does not key on the state
 * must not keep it); any other visitor gets the one national copy, shareable as ever, and the
 * browser learns the rest of the location from the cookie after hydration. Nothing finer than the
 * state (zip, city, coordinates) is ever in a page's HTML. State pages (`--xx` variants) add their
 * states here per path.
 */
import type { VisitorLocation } from '../../shared/segments/location-cookie.ts'
import type { Locale } from '../../shared/locale.ts'
import type { ContentIndex } from '../content/content-index.ts'

/** The states whose visitors see the pages of this language differently (upper case). */
function statesTreatedApart(index: ContentIndex, locale: Locale): readonly string[] {
  return index.siteSettings(locale).disabledStates
}

/** The state the page's HTML is rendered for: the visitor's, when the content treats it apart; else null (the national copy). */
export function stateShownInTheRender(index: ContentIndex, locale: Locale, location: VisitorLocation | null): string | null {
  const state = location?.stateCode
  return state !== undefined && statesTreatedApart(index, locale).includes(state) ? state : null
}
