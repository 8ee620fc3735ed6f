import type { VisitorLocation } from '../../shared/segments/location-cookie'
import type { Segments } from './segments-slice'

/**
 * What the browser remembers of where the visitor is, from its two memories: the location cookie
 * (what the server rendered with) and the client attributes in localStorage (docs/behaviour.md §6).
 * The cookie wins, except over a zip the visitor gave that the cookie does not hold yet (a zip
 * remembered before the cookie existed, against the edge's guess): their own word beats a guess,
 * and its lookup then writes it into the cookie. Whether state pages are off (`disableLiberty`)
 * comes from the cookie alone, whichever memory wins: the state page control writes it there, and
 * the flag in localStorage may be the one every zip lookup used to set (ADR 050), which would turn
 * state pages off for exactly the visitors who said where they are.
 */
export function rememberedSegments(cookie: VisitorLocation | null, stored: Segments | null): Segments | null {
  const chosen = !cookie || !stored ? (cookie ?? stored) : stored.isOverride && !cookie.isOverride ? stored : cookie
  if (!chosen) return null
  const { disableLiberty: _fromEitherMemory, ...place } = chosen
  return cookie?.disableLiberty ? { ...place, disableLiberty: true } : place
}
