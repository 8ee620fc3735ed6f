/**
 * Where a visitor is, in one first-party cookie the server reads on every request (the
 * specification's segment fields): filled by the edge's geolocation on a first visit, or by a zip
 * the visitor gave (`isOverride`). `disableLiberty` means only "this visitor turned state pages
 * off". The value is JSON, percent-encoded; whatever does not parse as a field is dropped, and a
 * value too long to be ours is no location at all.
 */
import { cookieIn } from '../cookie-in.ts'
import { isUsPlaceCode, isUsStateCode } from './us-states.ts'

export const LOCATION_COOKIE = 'location'
const LOCATION_MAX_AGE_SECONDS = 180 * 24 * 60 * 60
/** Longer than any location this site writes (a city name included): read as none. */
const MAX_COOKIE_LENGTH = 1024

export type VisitorLocation = {
  zip?: string
  /** Upper case: "IA"; a territory ("PR") too, which has no state pages. */
  stateCode?: string
  city?: string
  latitude?: number
  longitude?: number
  disableLiberty?: boolean
  isOverride?: boolean
}

const isZip5 = (value: unknown): value is string => typeof value === 'string' && /^\d{5}$/.test(value)
const isCoordinate = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit

/** The fields of a parsed value that hold what they should; others are dropped. */
export function sanitizeLocation(raw: unknown): VisitorLocation {
  if (typeof raw !== 'object' || raw === null) return {}
  const value = raw as Record<string, unknown>
  const location: VisitorLocation = {}
  if (isZip5(value.zip)) location.zip = value.zip
  if (isUsPlaceCode(value.stateCode)) location.stateCode = value.stateCode.toUpperCase()
  if (typeof value.city === 'string' && value.city.trim() !== '' && value.city.length <= 100) location.city = value.city.trim()
  if (isCoordinate(value.latitude, 90) && isCoordinate(value.longitude, 180)) {
    location.latitude = value.latitude
    location.longitude = value.longitude
  }
  if (value.disableLiberty === true) location.disableLiberty = true
  if (value.isOverride === true) location.isOverride = true
  return location
}

/** The location a cookie value (as sent, percent-encoded) holds, or null when it holds none. */
export function parseLocationCookie(value: string | undefined): VisitorLocation | null {
  if (!value || value.length > MAX_COOKIE_LENGTH) return null
  try {
    const location = sanitizeLocation(JSON.parse(decodeURIComponent(value)))
    return Object.keys(location).length > 0 ? location : null
  } catch {
    return null
  }
}

/** The location in a `Cookie` header or `document.cookie`, or null. */
export function locationInCookies(cookies: string | null | undefined): VisitorLocation | null {
  return parseLocationCookie(cookieIn(cookies, LOCATION_COOKIE))
}

/** The cookie's value for a location (percent-encoded JSON). */
export function serializeLocationCookie(location: VisitorLocation): string {
  return encodeURIComponent(JSON.stringify(sanitizeLocation(location)))
}

/** The Set-Cookie line that keeps a visitor's location: first-party, Lax, Secure over HTTPS; the browser reads it too. */
export function locationCookieHeader(location: VisitorLocation, { secure }: { secure: boolean }): string {
  return `${LOCATION_COOKIE}=${serializeLocationCookie(location)}; Max-Age=${LOCATION_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The state whose state pages this visitor is served ("ia"), or null: none known, or state pages turned off. */
export function statePageStateOf(location: VisitorLocation | null): string | null {
  if (!isUsStateCode(location?.stateCode) || location.disableLiberty) return null
  return location.stateCode.toLowerCase()
}
