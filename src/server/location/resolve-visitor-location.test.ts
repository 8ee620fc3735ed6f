import { describe, expect, it, vi } from 'vitest'
import type { VisitorLocation } from '../../shared/segments/location-cookie.ts'
import type { ZipRecord } from '../zip/zip-directory.server.ts'
import { resolveVisitorLocation, type LocationInput } from './resolve-visitor-location.ts'

const DES_MOINES: ZipRecord = { zip5: '50309', city: 'Des Moines', state: 'IA', latitude: 41.59, longitude: -93.62 }
const ZIPS: Record<string, ZipRecord> = { '50309': DES_MOINES }
const GEOLOCATED: VisitorLocation = { stateCode: 'NH', city: 'Concord' }

const resolve = (input: Partial<LocationInput>) =>
  resolveVisitorLocation({ cookie: null, urlZip: null, lookupZip: async (zip) => ZIPS[zip] ?? null, geolocation: () => GEOLOCATED, ...input })

describe('resolveVisitorLocation', () => {
  it('fills a first visit from the edge, not as an override, and hands it out', async () => {
    expect(await resolve({})).toStrictEqual({ location: GEOLOCATED, changed: true })
  })

  it('knows no location, and hands nothing out, when the edge knows none', async () => {
    expect(await resolve({ geolocation: () => null })).toStrictEqual({ location: null, changed: false })
  })

  it('keeps a valid cookie as it is: the edge never overrides what is known', async () => {
    const geolocation = vi.fn(() => GEOLOCATED)
    const cookie: VisitorLocation = { zip: '50309', stateCode: 'IA', isOverride: true }
    expect(await resolve({ cookie, geolocation })).toStrictEqual({ location: cookie, changed: false })
    expect(await resolve({ cookie: { stateCode: 'TX' }, geolocation })).toStrictEqual({ location: { stateCode: 'TX' }, changed: false })
    expect(geolocation).not.toHaveBeenCalled()
  })

  it('fills a cookie that names no place (a city alone, only disableLiberty) from the edge, keeping disableLiberty', async () => {
    expect(await resolve({ cookie: { city: '<img src=x onerror=alert(1)>' } })).toStrictEqual({ location: GEOLOCATED, changed: true })
    expect(await resolve({ cookie: { disableLiberty: true } })).toStrictEqual({ location: { ...GEOLOCATED, disableLiberty: true }, changed: true })
    expect(await resolve({ cookie: { disableLiberty: true }, geolocation: () => null })).toStrictEqual({ location: { disableLiberty: true }, changed: false })
  })

  it('sets the location from a ?zip= as an override, from the zip data', async () => {
    expect(await resolve({ urlZip: '50309' })).toStrictEqual({
      location: { zip: '50309', stateCode: 'IA', city: 'Des Moines', latitude: 41.59, longitude: -93.62, isOverride: true },
      changed: true,
    })
  })

  it('replaces a cookie with another zip, keeping the visitor’s choice to turn state pages off', async () => {
    const cookie: VisitorLocation = { zip: '03301', stateCode: 'NH', disableLiberty: true, isOverride: true }
    expect(await resolve({ cookie, urlZip: '50309' })).toMatchObject({ location: { zip: '50309', stateCode: 'IA', disableLiberty: true, isOverride: true }, changed: true })
  })

  it('changes nothing for a ?zip= the cookie already holds, and makes no lookup', async () => {
    const lookupZip = vi.fn(async () => DES_MOINES)
    const cookie: VisitorLocation = { zip: '50309', stateCode: 'IA', isOverride: true }
    expect(await resolve({ cookie, urlZip: '50309', lookupZip })).toStrictEqual({ location: cookie, changed: false })
    expect(lookupZip).not.toHaveBeenCalled()
  })

  it('ignores a ?zip= the zip data does not know, or whose lookup fails: the cookie, else the edge, decides', async () => {
    expect(await resolve({ urlZip: '00000' })).toStrictEqual({ location: GEOLOCATED, changed: true })
    const failing = async () => Promise.reject(new Error('zip data failed to load'))
    expect(await resolve({ urlZip: '50309', lookupZip: failing, cookie: { stateCode: 'TX' } })).toStrictEqual({ location: { stateCode: 'TX' }, changed: false })
  })
})

describe('a zip in a US territory', () => {
  it('keeps the territory as the state: the content may treat it apart (a fundraising-disabled PR)', async () => {
    const sanJuan: ZipRecord = { zip5: '00901', city: 'San Juan', state: 'PR', latitude: 18.46, longitude: -66.1 }
    const { location } = await resolve({ urlZip: '00901', lookupZip: async () => sanJuan })
    expect(location).toStrictEqual({ zip: '00901', stateCode: 'PR', city: 'San Juan', latitude: 18.46, longitude: -66.1, isOverride: true })
  })
})
