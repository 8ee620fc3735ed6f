/**
 * Where the visitor of a page request is, resolved once at the door with the rest of the page
 * request (page-request.server.ts): the location cookie (src/shared/segments/location-cookie.ts)
 * as sent. `changed` says the response must hand out the cookie again (a new or updated location).
 */
import { LOCATION_COOKIE, parseLocationCookie, type VisitorLocation } from '../../shared/segments/location-cookie.ts'
import { cookieValue } from '../http/request-cookie.ts'

export type LocationAtTheDoor = { location: VisitorLocation | null; changed: boolean }

export function locationAtTheDoor(request: Request): LocationAtTheDoor {
  return { location: parseLocationCookie(cookieValue(request, LOCATION_COOKIE)), changed: false }
}
