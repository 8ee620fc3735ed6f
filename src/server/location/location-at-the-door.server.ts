/**
 * Where the visitor of a page request is, resolved once at the door with the rest of the page
 * request (page-request.server.ts), by the rule in resolve-visitor-location.ts: a `?zip=` the
 * zip data knows, else the location cookie (src/shared/segments/location-cookie.ts), else the
 * edge's geolocation. `changed` says the response must hand out the cookie (a new or updated
 * location). The edge is asked only where it can be believed — Workers' own `request.cf`, or on
 * node the headers of a proxy TRUST_PROXY trusts — and never for a client that says it is a bot:
 * crawlers are shown the national site (docs/decisions/050-the-location-cookie.md).
 */
import { getConfig } from '../../../app.config.ts'
import { locationInCookies, type VisitorLocation } from '../../shared/segments/location-cookie.ts'
import { edgeGeolocationOf, runsOnWorkers } from '../edge-runtime.ts'
import { isBotUserAgent } from '../experiments/counted-visitor.ts'
import { trustedHopOffset } from '../http/client-address.ts'
import { requestPeer } from '../http/forwarded-request.ts'
import { lookupZip } from '../zip/zip-directory.server.ts'
import { geolocationOfCf, geolocationOfHeaders, locationFromGeolocation } from './edge-geolocation.ts'
import { resolveVisitorLocation } from './resolve-visitor-location.ts'

export type LocationAtTheDoor = { location: VisitorLocation | null; changed: boolean }

const ZIP5 = /^\d{5}$/

export function locationAtTheDoor(request: Request): Promise<LocationAtTheDoor> {
  const urlZip = new URL(request.url).searchParams.get('zip')
  return resolveVisitorLocation({
    cookie: locationInCookies(request.headers.get('cookie')),
    urlZip: urlZip !== null && ZIP5.test(urlZip) ? urlZip : null,
    lookupZip,
    geolocation: () => (isBotUserAgent(request.headers.get('user-agent')) ? null : edgeLocationOf(request)),
  })
}

/** What the edge in front of the site says, where it can be believed; null elsewhere. */
function edgeLocationOf(request: Request): VisitorLocation | null {
  if (runsOnWorkers) return locationFromGeolocation(geolocationOfCf(edgeGeolocationOf(request)))
  const { proxyTrust, geolocationHeaders } = getConfig()
  // A header a client wrote itself is only believed when a trusted proxy is the one that passed it on.
  const viaTrustedProxy = trustedHopOffset({ peer: requestPeer(request), headers: request.headers, trust: proxyTrust, onWorkers: false }) !== null
  return viaTrustedProxy ? locationFromGeolocation(geolocationOfHeaders(request.headers, geolocationHeaders)) : null
}
