/** The state page control's endpoint: the choice kept in the location cookie, back to a path on this site only, never from another site's page. */
import { describe, expect, it } from 'vitest'
import { LOCATION_COOKIE, parseLocationCookie, serializeLocationCookie, type VisitorLocation } from '../../shared/segments/location-cookie.ts'
import { answerStatePagePreference } from './state-page-preference.server.ts'

const IOWA: VisitorLocation = { zip: '50309', stateCode: 'IA', city: 'Des Moines', isOverride: true }

function post(fields: Record<string, string>, { location = IOWA, headers = {} }: { location?: VisitorLocation | null; headers?: Record<string, string> } = {}): Request {
  return new Request('https://site.example/api/state-pages', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(location ? { cookie: `${LOCATION_COOKIE}=${serializeLocationCookie(location)}` } : {}),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The location the answer's cookie keeps. */
function kept(response: Response): VisitorLocation | null {
  const cookie = response.headers.get('set-cookie') ?? ''
  return parseLocationCookie(/^location=([^;]*)/.exec(cookie)?.[1])
}

describe('POST /api/state-pages', () => {
  it('turns state pages off, keeping every other field, and goes back to the page with a 303 no cache keeps', async () => {
    const response = await answerStatePagePreference(post({ show: 'national', return: '/es/pledge' }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/es/pledge')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(kept(response)).toEqual({ ...IOWA, disableLiberty: true })
    expect(response.headers.get('set-cookie')).toMatch(/; Path=\/; SameSite=Lax/)
  })

  it('turns them back on', async () => {
    const response = await answerStatePagePreference(post({ show: 'state', return: '/' }, { location: { ...IOWA, disableLiberty: true } }))
    expect(kept(response)).toEqual(IOWA)
  })

  it('keeps the choice for a visitor without a location yet', async () => {
    expect(kept(await answerStatePagePreference(post({ show: 'national', return: '/' }, { location: null })))).toEqual({ disableLiberty: true })
  })

  it.each(['https://elsewhere.example/', '//elsewhere.example/', '/\\elsewhere.example', 'javascript:alert(1)', ''])('sends a return of %j home', async (target) => {
    const response = await answerStatePagePreference(post({ show: 'national', return: target }))
    expect(response.headers.get('location')).toBe('/')
  })

  it('refuses a post from another site’s page, and keeps nothing', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://elsewhere.example' }] as Record<string, string>[]) {
      const response = await answerStatePagePreference(post({ show: 'national', return: '/' }, { headers }))
      expect(response.status).toBe(403)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('refuses what is not the form: another body, another choice', async () => {
    const json = new Request('https://site.example/api/state-pages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"show":"national"}' })
    expect((await answerStatePagePreference(json)).status).toBe(415)
    const other = await answerStatePagePreference(post({ show: 'everything', return: '/' }))
    expect(other.status).toBe(400)
    expect(other.headers.get('set-cookie')).toBeNull()
  })
})
