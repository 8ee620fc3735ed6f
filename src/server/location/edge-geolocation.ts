/**
 * Where the edge in front of the site says a visitor is: Cloudflare's `request.cf` on Workers, or
 * the visitor-location headers a CDN adds on node (names configurable, GEO_*_HEADER). Either is
 * read into the same fields and kept only for a visitor in the US whose region is a state (or DC),
 * or in a US territory, which the edge names as a country (Puerto Rico is "PR"): the site's
 * segments are US places, and a region elsewhere would name the wrong one. Every value
 * is bounded before it is parsed; what does not parse is left out.
 */
import { sanitizeLocation, type VisitorLocation } from '../../shared/segments/location-cookie.ts'
import { isUsStateCode, isUsTerritoryCode } from '../../shared/segments/us-states.ts'

/** What an edge says of a visitor's place, as text (a header's or `request.cf`'s value). */
export type GeolocationFields = {
  country?: string | null
  region?: string | null
  city?: string | null
  latitude?: string | null
  longitude?: string | null
  postalCode?: string | null
}

/** The header names a CDN writes each field under (app.config.ts, GEO_*_HEADER). */
export type GeolocationHeaderNames = Readonly<Record<keyof GeolocationFields, string>>

/** Cloudflare's visitor-location headers (its "Add visitor location headers" managed transform): the GEO_*_HEADER defaults. */
export const CLOUDFLARE_GEOLOCATION_HEADERS: GeolocationHeaderNames = Object.freeze({
  country: 'cf-ipcountry',
  region: 'cf-region-code',
  city: 'cf-ipcity',
  latitude: 'cf-iplatitude',
  longitude: 'cf-iplongitude',
  postalCode: 'cf-postal-code',
})

/** No field an edge writes is longer than this; a longer value is not one. */
const MAX_FIELD_LENGTH = 100
const COORDINATE = /^-?\d{1,3}(\.\d{1,12})?$/

const bounded = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.slice(0, MAX_FIELD_LENGTH + 1).trim()
  return trimmed && trimmed.length <= MAX_FIELD_LENGTH ? trimmed : undefined
}
const coordinate = (value: string | null | undefined): number | undefined => {
  const text = bounded(value)
  return text && COORDINATE.test(text) ? Number(text) : undefined
}

/** A US visitor's location from what the edge says (never an override), or null outside the US or without a state. */
export function locationFromGeolocation(fields: GeolocationFields): VisitorLocation | null {
  const country = bounded(fields.country)?.toUpperCase()
  const region = bounded(fields.region)
  const place = country === 'US' ? (isUsStateCode(region) ? region : null) : isUsTerritoryCode(country) ? country : null
  if (!place) return null
  const postalCode = bounded(fields.postalCode)
  return sanitizeLocation({
    stateCode: place,
    city: bounded(fields.city),
    latitude: coordinate(fields.latitude),
    longitude: coordinate(fields.longitude),
    // A US postal code may carry the +4 part: the zip is its first five digits.
    zip: postalCode?.slice(0, 5),
  })
}

/** The fields of Cloudflare's `request.cf` (country, regionCode, city, latitude, longitude, postalCode); anything else is none. */
export function geolocationOfCf(cf: unknown): GeolocationFields {
  if (typeof cf !== 'object' || cf === null) return {}
  const value = cf as Record<string, unknown>
  const text = (field: unknown) => (typeof field === 'string' ? field : typeof field === 'number' ? String(field) : null)
  return {
    country: text(value.country),
    region: text(value.regionCode),
    city: text(value.city),
    latitude: text(value.latitude),
    longitude: text(value.longitude),
    postalCode: text(value.postalCode),
  }
}

/** The fields a CDN's visitor-location headers carry. */
export function geolocationOfHeaders(headers: Headers, names: GeolocationHeaderNames): GeolocationFields {
  return {
    country: headers.get(names.country),
    region: headers.get(names.region),
    city: headers.get(names.city),
    latitude: headers.get(names.latitude),
    longitude: headers.get(names.longitude),
    postalCode: headers.get(names.postalCode),
  }
}
