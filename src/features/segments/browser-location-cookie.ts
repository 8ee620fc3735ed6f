/**
 * The location cookie in the browser (src/shared/segments/location-cookie.ts): the server's source
 * of truth for where the visitor is, read at start-up and written when the visitor gives a zip
 * (`?zip=` on a client navigation, the zip lookup, a form), so the next page the server renders
 * knows it. The server writes the same cookie with the same line (locationCookieHeader).
 */
import { locationCookieHeader, locationInCookies, type VisitorLocation } from '../../shared/segments/location-cookie'

export function locationInTheCookie(): VisitorLocation | null {
  return locationInCookies(document.cookie)
}

export function writeLocationCookie(location: VisitorLocation): void {
  document.cookie = locationCookieHeader(location, { secure: window.location.protocol === 'https:' })
}
