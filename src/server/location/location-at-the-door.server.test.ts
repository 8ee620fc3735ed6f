/**
 * The door on node without TRUST_PROXY (the default): a client can write any header, so the
 * visitor-location headers are not believed; the cookie and `?zip=` still are. The same door behind
 * a trusted CDN: tests/integration/location-at-the-door.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { LOCATION_COOKIE, serializeLocationCookie } from '../../shared/segments/location-cookie.ts'
import { locationAtTheDoor } from './location-at-the-door.server.ts'

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://127.0.0.1:3000${path}`, { headers: { 'user-agent': BROWSER, ...headers } })

describe('locationAtTheDoor without a trusted proxy', () => {
  it('believes no visitor-location header a client wrote', async () => {
    expect(await locationAtTheDoor(request('/', { 'cf-ipcountry': 'US', 'cf-region-code': 'IA' }))).toStrictEqual({ location: null, changed: false })
  })

  it('reads the cookie and changes nothing', async () => {
    const cookie = `${LOCATION_COOKIE}=${serializeLocationCookie({ zip: '50309', stateCode: 'IA', isOverride: true })}`
    expect(await locationAtTheDoor(request('/', { cookie }))).toStrictEqual({ location: { zip: '50309', stateCode: 'IA', isOverride: true }, changed: false })
  })

  it('looks a ?zip= up in the bundled zip data', async () => {
    const { location, changed } = await locationAtTheDoor(request('/pledge?zip=50309'))
    expect(changed).toBe(true)
    expect(location).toMatchObject({ zip: '50309', stateCode: 'IA', isOverride: true })
    expect(typeof location?.city).toBe('string')
  })

  it('ignores a ?zip= that is not five digits, or that no place has', async () => {
    for (const zip of ['5030', '503091', 'abcde', '%3Cscript%3E', '00000']) {
      expect(await locationAtTheDoor(request(`/?zip=${zip}`))).toStrictEqual({ location: null, changed: false })
    }
  })
})
