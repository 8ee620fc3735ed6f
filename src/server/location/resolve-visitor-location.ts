/**
 * The rule that decides where a visitor is, from what one request brings (the door reads those,
 * location-at-the-door.server.ts): a zip the visitor gave wins, then the cookie, then the edge.
 * - `?zip=` that the zip data knows and that is not the cookie's zip replaces the cookie: an
 *   override, keeping the visitor's choice about state pages (`disableLiberty`).
 * - A valid cookie that names a place (a state or a zip) is kept as it is: the edge's guess never
 *   overrides what is already known.
 * - Otherwise the edge's geolocation fills it (never an override), keeping `disableLiberty`.
 * `changed` says the response must hand the cookie out: the location is not the one the request's
 * cookie held (a forged or broken cookie is thereby replaced).
 */
import { sanitizeLocation, type VisitorLocation } from '../../shared/segments/location-cookie.ts'
import type { ZipRecord } from '../zip/zip-directory.server.ts'

export type LocationInput = {
  /** The request's location cookie, parsed (null: none, or not ours). */
  cookie: VisitorLocation | null
  /** A five-digit `?zip=` of the URL, or null. */
  urlZip: string | null
  /** Looks a zip up in the bundled zip data (null: unknown). */
  lookupZip: (zip5: string) => Promise<ZipRecord | null>
  /** What the edge says (only read when nothing better is known), or null. */
  geolocation: () => VisitorLocation | null
}

export type ResolvedLocation = { location: VisitorLocation | null; changed: boolean }

export async function resolveVisitorLocation({ cookie, urlZip, lookupZip, geolocation }: LocationInput): Promise<ResolvedLocation> {
  if (urlZip !== null && urlZip !== cookie?.zip) {
    const record = await lookupZip(urlZip).catch(() => null)
    if (record) return { location: locationOfZip(record, cookie), changed: true }
  }
  if (cookie?.stateCode || cookie?.zip) return { location: cookie, changed: false }
  const located = geolocation()
  if (!located) return { location: cookie, changed: false }
  return { location: cookie?.disableLiberty ? { ...located, disableLiberty: true } : located, changed: true }
}

/**
 * A zip's location as the visitor gave it: an override that keeps their choice about state pages.
 * Held to the cookie's own shape, so the page is rendered with exactly what the next request reads back.
 */
function locationOfZip(record: ZipRecord, previous: VisitorLocation | null): VisitorLocation {
  return sanitizeLocation({
    zip: record.zip5,
    stateCode: record.state.toUpperCase(),
    city: record.city,
    latitude: record.latitude,
    longitude: record.longitude,
    isOverride: true,
    disableLiberty: previous?.disableLiberty,
  })
}
