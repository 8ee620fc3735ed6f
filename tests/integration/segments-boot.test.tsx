// @vitest-environment happy-dom
/**
 * SegmentsBoot in the browser: the remembered client attributes are restored at start-up, the
 * zip is looked up once after mount (GET {zipApiBase}/shifter/zip5s/{zip5}, answered by MSW) and
 * its state and coordinates land in the segments; changes are remembered in localStorage.
 */
import type { QueryClient } from '@tanstack/react-query'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CLIENT_ATTRIBUTES_KEY } from '../../src/features/segments/client-attributes-storage'
import { SegmentsBoot } from '../../src/features/segments/segments-boot'
import type { Segments } from '../../src/features/segments/segments-slice'
import { ZIP_LOOKUP_TIMEOUT_MS } from '../../src/features/segments/zip-lookup'
import { LOCATION_COOKIE, locationInCookies, serializeLocationCookie } from '../../src/shared/segments/location-cookie'
import type { PublicConfig } from '../../src/queries/public-config.functions'
import { publicConfigQueryOptions } from '../../src/queries/public-config-query-options'
import { AppStoreProvider } from '../../src/stores/app-store-context'
import { createAppStore } from '../../src/stores/create-app-store'
import { server } from '../mocks/server'
import { renderWithQueries, withQueries } from '../support/render-with-queries'

const ZIP_API_BASE = 'https://zip.example.test/api/v1'
const ZIP_URL = `${ZIP_API_BASE}/shifter/zip5s/:zip`
const PUBLIC_CONFIG: PublicConfig = {
  siteUrl: 'https://site.example.test',
  zipApiBase: ZIP_API_BASE,
  donation: { scriptUrl: 'https://donate.example.test/form.js', token: 'public-token', stylesheetUrl: 'https://cdn.example.test/donate.css', formUrl: 'https://donate.example.test/donate' },
  preview: false,
  errorReporting: null,
}

const PLACES: Record<string, { city: string; state: string; latitude: number; longitude: number }> = {
  '78701': { city: 'Austin', state: 'tx', latitude: 30.27, longitude: -97.74 },
  '10001': { city: 'New York', state: 'ny', latitude: 40.75, longitude: -73.99 },
}

/**
 * The zip provider allows cross-origin GETs (the browser calls it directly). happy-dom sends a
 * CORS preflight even for this simple GET, so the provider answers OPTIONS too, and every answer
 * carries the CORS header, as a real CORS-enabled API does.
 */
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET', 'access-control-allow-headers': 'accept' }
const withCors = (response: Response) => {
  for (const [name, value] of Object.entries(CORS)) response.headers.set(name, value)
  return response
}
function zipApi(answer: (zip: string) => Response) {
  return [
    http.options(ZIP_URL, () => new HttpResponse(null, { status: 204, headers: CORS })),
    http.get(ZIP_URL, ({ params }) => {
      const response = answer(String(params.zip))
      return response.type === 'error' ? response : withCors(response)
    }),
  ]
}
const json = (body: Record<string, unknown>, status = 200) => HttpResponse.json(body, { status })

/** The zip provider: answers the places above, 404 for any other zip. */
const zipProvider = zipApi((zip) => {
  const place = PLACES[zip]
  return place ? json({ zip5: zip, ...place }) : json({ message: 'Not found' }, 404)
})

/** Every request the page makes, as MSW sees it (handled or not). */
let requests: string[] = []
const recordRequest = ({ request }: { request: Request }) => void requests.push(`${request.method} ${request.url}`)
/** The lookups themselves, without happy-dom's CORS preflights. */
const zipRequests = () => requests.filter((request) => request.startsWith('GET ') && request.includes('zip.example.test'))

/** Spies on every console method a failure could be logged with. */
function spyOnConsole() {
  return {
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
    log: vi.spyOn(console, 'log').mockImplementation(() => {}),
    info: vi.spyOn(console, 'info').mockImplementation(() => {}),
    debug: vi.spyOn(console, 'debug').mockImplementation(() => {}),
  }
}
const consoleCalls = (spies: ReturnType<typeof spyOnConsole>) => Object.values(spies).reduce((total, spy) => total + spy.mock.calls.length, 0)

/** SegmentsBoot in a page whose loader left the public configuration in the cache. */
const booted = (store: ReturnType<typeof createAppStore>) => (
  <AppStoreProvider store={store}>
    <SegmentsBoot />
  </AppStoreProvider>
)
const withConfig = { seed: [[publicConfigQueryOptions().queryKey, PUBLIC_CONFIG]] } as const

function boot(segments: Segments) {
  const store = createAppStore({ segments })
  const view = renderWithQueries(booted(store), withConfig)
  return { store, queryClient: view.queryClient, ui: view.app, view }
}

/** Waits until the lookup for the zip has settled (answered, ignored or failed). */
async function lookupSettled(queryClient: QueryClient, zip: string) {
  await waitFor(() => {
    const state = queryClient.getQueryState(['segments', 'zip-lookup', ZIP_API_BASE, zip])
    expect(state?.status === 'success' || state?.status === 'error').toBe(true)
  })
}

/**
 * Mount effects and re-renders have run, and every request they started has settled: React Query
 * counts a fetch from the moment an observer starts it, so an idle client means none is under way.
 */
async function settle(queryClient: QueryClient) {
  await act(async () => {})
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  await act(async () => {})
}

const remembered = () => {
  const raw = window.localStorage.getItem(CLIENT_ATTRIBUTES_KEY)
  return raw === null ? null : (JSON.parse(raw) as { segments: Segments; attributes: Record<string, string> })
}

/** A zip the visitor gives is written into the location cookie: each test starts without it. */
const forgetLocationCookie = () => {
  document.cookie = `${LOCATION_COOKIE}=; Max-Age=0; Path=/`
}

beforeEach(() => {
  requests = []
  server.events.on('request:start', recordRequest)
  window.localStorage.clear()
  forgetLocationCookie()
})
afterEach(() => {
  cleanup()
  server.events.removeListener('request:start', recordRequest)
  window.localStorage.clear()
})

describe('zip lookup after mount', () => {
  it('applies the state (upper-cased) and the coordinates from an ok answer, and nothing else (not disableLiberty, ADR 050)', async () => {
    server.use(...zipProvider)
    const { store, queryClient } = boot({ zip: '78701', isOverride: true })
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(store.getState().segments.stateCode).toBe('TX'))
    expect(store.getState().segments).toStrictEqual({
      zip: '78701',
      isOverride: true,
      stateCode: 'TX',
      latitude: 30.27,
      longitude: -97.74,
    })
    expect(zipRequests()).toEqual([`GET ${ZIP_API_BASE}/shifter/zip5s/78701`])
  })

  it.each([404, 500])('silently ignores a %i answer: the segments stay as they were and nothing is logged', async (status) => {
    const spies = spyOnConsole()
    server.use(...zipApi(() => json({ message: 'nope' }, status)))
    const { store, queryClient } = boot({ zip: '78701', isOverride: true })
    await lookupSettled(queryClient, '78701')
    await settle(queryClient)
    expect(zipRequests()).toHaveLength(1)
    expect(store.getState().segments).toStrictEqual({ zip: '78701', isOverride: true })
    expect(consoleCalls(spies)).toBe(0)
  })

  it('applies only the state when the answer has no coordinates', async () => {
    server.use(...zipApi((zip) => json({ zip5: zip, city: 'Austin', state: 'tx' })))
    const { store, queryClient } = boot({ zip: '78701', isOverride: true })
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(store.getState().segments.stateCode).toBe('TX'))
    expect(store.getState().segments).toStrictEqual({ zip: '78701', isOverride: true, stateCode: 'TX' })
  })

  it('applies no coordinates when only one of them is in the answer', async () => {
    server.use(...zipApi((zip) => json({ zip5: zip, state: 'tx', latitude: 30.27 })))
    const { store, queryClient } = boot({ zip: '78701', isOverride: true })
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(store.getState().segments.stateCode).toBe('TX'))
    expect(store.getState().segments).toStrictEqual({ zip: '78701', isOverride: true, stateCode: 'TX' })
  })

  it('logs a network failure once to the console only and leaves the segments as they were', async () => {
    const spies = spyOnConsole()
    server.use(...zipApi(() => HttpResponse.error()))
    const { store, queryClient } = boot({ zip: '78701', isOverride: true })
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(spies.warn).toHaveBeenCalled())
    await settle(queryClient)
    expect(spies.warn).toHaveBeenCalledTimes(1)
    expect(String(spies.warn.mock.calls[0]?.[0])).toContain('78701')
    expect(spies.error).not.toHaveBeenCalled()
    expect(store.getState().segments).toStrictEqual({ zip: '78701', isOverride: true })
    expect(zipRequests()).toHaveLength(1)
  })

  it('gives up on a zip API that never answers after the timeout: console only, the segments as they were', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    const spies = spyOnConsole()
    server.use(
      http.options(ZIP_URL, () => new HttpResponse(null, { status: 204, headers: CORS })),
      http.get(ZIP_URL, async () => {
        await delay('infinite')
        return json({})
      }),
    )
    const { store, queryClient } = boot({ zip: '78701', isOverride: true })
    await waitFor(() => expect(zipRequests()).toHaveLength(1))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ZIP_LOOKUP_TIMEOUT_MS - 100)
    })
    expect(queryClient.getQueryState(['segments', 'zip-lookup', ZIP_API_BASE, '78701'])?.status).toBe('pending')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })
    vi.useRealTimers()
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(spies.warn).toHaveBeenCalledTimes(1))
    expect(spies.error).not.toHaveBeenCalled()
    expect(store.getState().segments).toStrictEqual({ zip: '78701', isOverride: true })
  })

  it('logs an ok answer whose body is not JSON to the console only, and applies nothing', async () => {
    const spies = spyOnConsole()
    server.use(...zipApi(() => new HttpResponse('<html>gateway says hello', { status: 200, headers: { 'content-type': 'application/json' } })))
    const { store, queryClient } = boot({ zip: '78701', isOverride: true })
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(spies.warn).toHaveBeenCalledTimes(1))
    await settle(queryClient)
    expect(spies.error).not.toHaveBeenCalled()
    expect(store.getState().segments).toStrictEqual({ zip: '78701', isOverride: true })
  })

  it.each(['abc', '1234', '123456'])('makes no request at all for the zip %j, which is not five digits', async (zip) => {
    server.use(...zipProvider)
    const { store, queryClient } = boot({ zip, isOverride: true })
    await settle(queryClient)
    expect(zipRequests()).toEqual([])
    expect(requests).toEqual([])
    expect(store.getState().segments).toStrictEqual({ zip, isOverride: true })
  })

  it('makes no request while no zip is known', async () => {
    server.use(...zipProvider)
    const { store, queryClient } = boot({})
    await settle(queryClient)
    expect(requests).toEqual([])
    expect(store.getState().segments).toStrictEqual({})
  })

  it('looks a zip up exactly once, however often the page re-renders or the component remounts', async () => {
    server.use(...zipProvider)
    const { store, queryClient, ui, view } = boot({ zip: '78701', isOverride: true })
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(store.getState().segments.stateCode).toBe('TX'))
    for (let round = 0; round < 3; round += 1) view.rerender(ui)
    act(() => store.getState().applySegments({ city: 'Austin' }))
    view.unmount()
    render(ui)
    await settle(queryClient)
    expect(zipRequests()).toHaveLength(1)
  })

  it('looks the new zip up when the visitor enters another one', async () => {
    server.use(...zipProvider)
    const { store, queryClient } = boot({ zip: '78701', isOverride: true })
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(store.getState().segments.stateCode).toBe('TX'))
    act(() => store.getState().applySegments({ zip: '10001' }))
    await lookupSettled(queryClient, '10001')
    await waitFor(() => expect(store.getState().segments.stateCode).toBe('NY'))
    expect(store.getState().segments).toStrictEqual({ zip: '10001', isOverride: true, stateCode: 'NY', latitude: 40.75, longitude: -73.99 })
    expect(zipRequests()).toEqual([`GET ${ZIP_API_BASE}/shifter/zip5s/78701`, `GET ${ZIP_API_BASE}/shifter/zip5s/10001`])
  })

  it('makes no request while the page is rendered on the server', () => {
    server.use(...zipProvider)
    const store = createAppStore({ segments: { zip: '78701', isOverride: true } })
    const { queryClient, app } = withQueries(booted(store), withConfig)
    const html = renderToString(app)
    expect(html).toBe('')
    expect(queryClient.getQueryState(['segments', 'zip-lookup', ZIP_API_BASE, '78701'])?.fetchStatus ?? 'idle').toBe('idle')
    expect(requests).toEqual([])
  })
})

describe('remembered client attributes', () => {
  const rememberedAustin = {
    segments: { zip: '78701', stateCode: 'TX', city: 'Austin', isOverride: true },
    attributes: { refcode: 'email-0612' },
  }

  it('restores a remembered zip at start-up when the URL gave none, and looks it up', async () => {
    window.localStorage.setItem(CLIENT_ATTRIBUTES_KEY, JSON.stringify(rememberedAustin))
    server.use(...zipProvider)
    const { store, queryClient } = boot({})
    await waitFor(() => expect(store.getState().segments.zip).toBe('78701'))
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(store.getState().segments.latitude).toBe(30.27))
    expect(store.getState().segments).toEqual({
      zip: '78701',
      isOverride: true,
      stateCode: 'TX',
      city: 'Austin',
      latitude: 30.27,
      longitude: -97.74,
    })
    expect(zipRequests()).toEqual([`GET ${ZIP_API_BASE}/shifter/zip5s/78701`])
  })

  it('lets a zip from the URL win over a different remembered one, without the remembered state ever applying', async () => {
    window.localStorage.setItem(CLIENT_ATTRIBUTES_KEY, JSON.stringify(rememberedAustin))
    server.use(...zipProvider)
    const store = createAppStore({ segments: { zip: '10001', isOverride: true } })
    const stateCodes: (string | undefined)[] = []
    store.subscribe((state) => stateCodes.push(state.segments.stateCode))
    const { queryClient } = renderWithQueries(booted(store), withConfig)
    await lookupSettled(queryClient, '10001')
    await waitFor(() => expect(store.getState().segments.stateCode).toBe('NY'))
    expect(stateCodes).not.toContain('TX')
    expect(store.getState().segments).toStrictEqual({ zip: '10001', isOverride: true, stateCode: 'NY', latitude: 40.75, longitude: -73.99 })
    expect(zipRequests()).toEqual([`GET ${ZIP_API_BASE}/shifter/zip5s/10001`])
  })

  it('keeps the remembered state and city when the URL zip is the remembered one', async () => {
    window.localStorage.setItem(CLIENT_ATTRIBUTES_KEY, JSON.stringify(rememberedAustin))
    server.use(...zipApi(() => json({ message: 'Not found' }, 404)))
    const { store, queryClient } = boot({ zip: '78701', isOverride: true })
    await lookupSettled(queryClient, '78701')
    await settle(queryClient)
    expect(store.getState().segments).toEqual({ zip: '78701', isOverride: true, stateCode: 'TX', city: 'Austin' })
  })

  it('remembers the looked-up segments in localStorage', async () => {
    server.use(...zipProvider)
    const { store, queryClient } = boot({ zip: '78701', isOverride: true })
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(store.getState().segments.stateCode).toBe('TX'))
    expect(remembered()).toEqual({
      segments: { zip: '78701', isOverride: true, stateCode: 'TX', latitude: 30.27, longitude: -97.74 },
      attributes: {},
    })
  })

  it('remembers a new zip as soon as it changes, keeping the client attributes stored before', async () => {
    window.localStorage.setItem(CLIENT_ATTRIBUTES_KEY, JSON.stringify({ segments: {}, attributes: { refcode: 'ad-77' } }))
    server.use(...zipProvider)
    const { store, queryClient } = boot({})
    await settle(queryClient)
    act(() => store.getState().applySegments({ zip: '10001' }))
    expect(remembered()).toMatchObject({ segments: { zip: '10001', isOverride: true }, attributes: { refcode: 'ad-77' } })
  })

  it('starts from the URL segments, with a console warning, when the remembered entry is corrupt', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    window.localStorage.setItem(CLIENT_ATTRIBUTES_KEY, '{oops')
    server.use(...zipProvider)
    const { store, queryClient } = boot({ zip: '10001', isOverride: true })
    await lookupSettled(queryClient, '10001')
    await waitFor(() => expect(store.getState().segments.stateCode).toBe('NY'))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain(CLIENT_ATTRIBUTES_KEY)
  })
})

describe('the location cookie (ADR 050)', () => {
  const cookieLocation = () => locationInCookies(document.cookie)
  const setCookie = (value: string) => {
    document.cookie = `${LOCATION_COOKIE}=${value}; Path=/`
  }

  it('restores what the edge said at start-up, as a guess: not an override, and not written back as one after its lookup', async () => {
    setCookie(serializeLocationCookie({ zip: '78701', stateCode: 'TX', city: 'Austin' }))
    server.use(...zipProvider)
    const { store, queryClient } = boot({})
    await waitFor(() => expect(store.getState().segments.zip).toBe('78701'))
    await lookupSettled(queryClient, '78701')
    await waitFor(() => expect(store.getState().segments.latitude).toBe(30.27))
    expect(store.getState().segments).toStrictEqual({ zip: '78701', stateCode: 'TX', city: 'Austin', latitude: 30.27, longitude: -97.74 })
    expect(cookieLocation()).toStrictEqual({ zip: '78701', stateCode: 'TX', city: 'Austin' })
  })

  it('writes a zip the visitor gives into the cookie once placed, as an override that keeps disableLiberty', async () => {
    setCookie(serializeLocationCookie({ zip: '78701', stateCode: 'TX', disableLiberty: true }))
    server.use(...zipProvider)
    const { store, queryClient } = boot({})
    await waitFor(() => expect(store.getState().segmentsRestored).toBe(true))
    act(() => store.getState().applySegments({ zip: '10001' }))
    await lookupSettled(queryClient, '10001')
    await waitFor(() => expect(cookieLocation()?.zip).toBe('10001'))
    expect(cookieLocation()).toStrictEqual({ zip: '10001', stateCode: 'NY', latitude: 40.75, longitude: -73.99, disableLiberty: true, isOverride: true })
  })

  it('lets a zip the visitor gave earlier (localStorage) win over the edge’s guess in the cookie, and writes it there', async () => {
    window.localStorage.setItem(CLIENT_ATTRIBUTES_KEY, JSON.stringify({ segments: { zip: '10001', isOverride: true }, attributes: {} }))
    setCookie(serializeLocationCookie({ zip: '78701', stateCode: 'TX' }))
    server.use(...zipProvider)
    const { store, queryClient } = boot({})
    await lookupSettled(queryClient, '10001')
    await waitFor(() => expect(cookieLocation()?.zip).toBe('10001'))
    expect(store.getState().segments.stateCode).toBe('NY')
    expect(cookieLocation()).toMatchObject({ stateCode: 'NY', isOverride: true })
  })

  it('writes the visitor’s choice about state pages into the cookie as soon as it changes, without making the edge’s guess an override', async () => {
    setCookie(serializeLocationCookie({ stateCode: 'IA', city: 'Des Moines' }))
    const { store } = boot({})
    await waitFor(() => expect(store.getState().segmentsRestored).toBe(true))
    act(() => store.getState().applySegments({ disableLiberty: true }))
    expect(cookieLocation()).toStrictEqual({ stateCode: 'IA', city: 'Des Moines', disableLiberty: true })
  })

  it('reads a forged or broken cookie as no location', async () => {
    for (const forged of ['%7B%22stateCode%22%3A%22%3Cscript%3E%22%7D', '%E0%A4%A', 'not-json', '%7B%7D', 'x'.repeat(2_000)]) {
      setCookie(forged)
      const { store } = boot({})
      await waitFor(() => expect(store.getState().segmentsRestored).toBe(true))
      expect(store.getState().segments).toStrictEqual({})
      cleanup()
    }
  })
})
