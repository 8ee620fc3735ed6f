import { describe, expect, it } from 'vitest'
import { CLOUDFLARE_GEOLOCATION_HEADERS, geolocationOfCf, geolocationOfHeaders, locationFromGeolocation } from './edge-geolocation.ts'

describe('locationFromGeolocation', () => {
  it('keeps a US visitor’s state, city, coordinates and zip, never as an override', () => {
    expect(locationFromGeolocation({ country: 'US', region: 'ia', city: 'Des Moines', latitude: '41.6005', longitude: '-93.6091', postalCode: '50309' })).toStrictEqual({
      zip: '50309',
      stateCode: 'IA',
      city: 'Des Moines',
      latitude: 41.6005,
      longitude: -93.6091,
    })
  })

  it('takes the five digits of a ZIP+4 and leaves out fields the edge did not send', () => {
    expect(locationFromGeolocation({ country: 'us', region: 'DC', postalCode: '20001-1234' })).toStrictEqual({ zip: '20001', stateCode: 'DC' })
    expect(locationFromGeolocation({ country: 'US', region: 'NH' })).toStrictEqual({ stateCode: 'NH' })
  })

  it('knows no location outside the US, without a region, or for a region that is no state (a territory, a made-up code)', () => {
    for (const fields of [
      { country: 'CA', region: 'ON' },
      { country: 'FR', region: 'IA' },
      { country: 'US' },
      { country: 'US', region: 'PR' },
      { country: 'US', region: 'ON' },
      { country: 'US', region: 'XX' },
      { country: 'US', region: '<script>' },
      { country: 'T1', region: 'IA' },
      {},
    ]) {
      expect(locationFromGeolocation(fields)).toBeNull()
    }
  })

  it('takes a US territory from the country the edge names it as (no region needed)', () => {
    expect(locationFromGeolocation({ country: 'PR', region: '', city: 'San Juan', postalCode: '00901' })).toStrictEqual({ zip: '00901', stateCode: 'PR', city: 'San Juan' })
    expect(locationFromGeolocation({ country: 'gu' })).toStrictEqual({ stateCode: 'GU' })
  })

  it('drops coordinates that are not numbers, out of range or given alone, and overlong or blank values', () => {
    expect(locationFromGeolocation({ country: 'US', region: 'IA', latitude: '1e3', longitude: '-93.6' })).toStrictEqual({ stateCode: 'IA' })
    expect(locationFromGeolocation({ country: 'US', region: 'IA', latitude: '91', longitude: '-93.6' })).toStrictEqual({ stateCode: 'IA' })
    expect(locationFromGeolocation({ country: 'US', region: 'IA', latitude: '41.6' })).toStrictEqual({ stateCode: 'IA' })
    expect(locationFromGeolocation({ country: 'US', region: 'IA', city: 'x'.repeat(101), postalCode: 'abcde' })).toStrictEqual({ stateCode: 'IA' })
    expect(locationFromGeolocation({ country: 'US', region: 'IA', city: '   ' })).toStrictEqual({ stateCode: 'IA' })
  })
})

describe('geolocationOfCf', () => {
  it('reads Cloudflare’s request.cf fields (coordinates come as text, some runtimes give numbers)', () => {
    const cf = { country: 'US', regionCode: 'IA', region: 'Iowa', city: 'Des Moines', latitude: '41.6', longitude: -93.6, postalCode: '50309', colo: 'ORD', asn: 7018 }
    expect(locationFromGeolocation(geolocationOfCf(cf))).toStrictEqual({ zip: '50309', stateCode: 'IA', city: 'Des Moines', latitude: 41.6, longitude: -93.6 })
  })

  it('reads nothing from a missing or malformed cf object', () => {
    for (const cf of [undefined, null, 'US', 42, { country: ['US'], regionCode: { code: 'IA' } }]) {
      expect(locationFromGeolocation(geolocationOfCf(cf))).toBeNull()
    }
  })
})

describe('geolocationOfHeaders', () => {
  it('reads the configured header names', () => {
    const headers = new Headers({ 'cf-ipcountry': 'US', 'cf-region-code': 'NH', 'cf-ipcity': 'Concord' })
    expect(locationFromGeolocation(geolocationOfHeaders(headers, CLOUDFLARE_GEOLOCATION_HEADERS))).toStrictEqual({ stateCode: 'NH', city: 'Concord' })
    const other = { ...CLOUDFLARE_GEOLOCATION_HEADERS, country: 'x-geo-country', region: 'x-geo-region' }
    expect(locationFromGeolocation(geolocationOfHeaders(new Headers({ 'x-geo-country': 'US', 'x-geo-region': 'IA' }), other))).toStrictEqual({ stateCode: 'IA' })
    expect(locationFromGeolocation(geolocationOfHeaders(headers, other))).toBeNull()
  })
})
