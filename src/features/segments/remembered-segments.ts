import type { VisitorLocation } from '../../shared/segments/location-cookie'
import type { Segments } from './segments-slice'

/**
 * What the browser remembers of where the visitor is, from its two memories: the location cookie
 * (what the server rendered with) and the client attributes in localStorage (docs/behaviour.md §6).
 * The cookie wins, except over a zip the visitor gave that the cookie does not hold yet (a zip
 * remembered before the cookie existed, against the edge's guess): their own word beats a guess,
 * and its lookup then writes it into the cookie.
 */
export function rememberedSegments(cookie: VisitorLocation | null, stored: Segments | null): Segments | null {
  if (!cookie || !stored) return cookie ?? stored
  return stored.isOverride && !cookie.isOverride ? stored : cookie
}
