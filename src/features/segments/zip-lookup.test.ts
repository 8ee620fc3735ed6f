import { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../../tests/mocks/server'
import { isZip5, segmentsFromZipResponse, zipLookupQueryOptions } from './zip-lookup'

const API_BASE = 'https://zip.example.test/api/v1'

describe('segmentsFromZipResponse', () => {
  it('targets the visitor’s state in upper case', () => {
    expect(segmentsFromZipResponse({ state: 'tx' }).stateCode).toBe('TX')
    expect(segmentsFromZipResponse({ state: ' Ia ' }).stateCode).toBe('IA')
  })

  it('applies the coordinates when both are numbers', () => {
    expect(segmentsFromZipResponse({ state: 'TX', latitude: 30.27, longitude: -97.74 })).toEqual({
      stateCode: 'TX',
      latitude: 30.27,
      longitude: -97.74,
    })
  })

  it('applies no coordinates when only one of them is there, or one is not a number', () => {
    for (const body of [
      { state: 'TX', latitude: 30.27 },
      { state: 'TX', longitude: -97.74 },
      { state: 'TX', latitude: '30.27', longitude: -97.74 },
      { state: 'TX', latitude: 30.27, longitude: null },
    ]) {
      const segments = segmentsFromZipResponse(body)
      expect(segments).not.toHaveProperty('latitude')
      expect(segments).not.toHaveProperty('longitude')
    }
  })

  it('leaves disableLiberty alone: a zip does not turn state pages off (ADR 050)', () => {
    expect(segmentsFromZipResponse({ state: 'TX' })).not.toHaveProperty('disableLiberty')
    expect(segmentsFromZipResponse({})).toEqual({})
  })

  it('applies nothing else from the answer (not the city, not the zip)', () => {
    const body = { zip5: '78701', city: 'Austin', county: 'Travis', state: 'tx', latitude: 30.27, longitude: -97.74 }
    expect(segmentsFromZipResponse(body)).toEqual({ stateCode: 'TX', latitude: 30.27, longitude: -97.74 })
  })

  it('applies no state code for a missing, blank or non-text state', () => {
    for (const state of [undefined, '', '  ', 48, null]) {
      expect(segmentsFromZipResponse({ state })).not.toHaveProperty('stateCode')
    }
  })
})

describe('isZip5', () => {
  it('accepts a five-digit zip', () => {
    expect(isZip5('78701')).toBe(true)
    expect(isZip5('00501')).toBe(true)
  })

  it('rejects anything else', () => {
    for (const zip of ['abc', '1234', '123456', '7870a', ' 78701', '78701-1234', '', undefined]) expect(isZip5(zip)).toBe(false)
  })
})

describe('zipLookupQueryOptions', () => {
  const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

  it('asks the provider for the zip and gives back its answer', async () => {
    const seen: Request[] = []
    server.use(
      http.get(`${API_BASE}/shifter/zip5s/:zip`, ({ request, params }) => {
        seen.push(request)
        return HttpResponse.json({ zip5: params.zip, city: 'Austin', state: 'tx', latitude: 30.27, longitude: -97.74 })
      }),
    )
    const data = await queryClient().fetchQuery(zipLookupQueryOptions(API_BASE, '78701'))
    expect(data).toEqual({ zip5: '78701', city: 'Austin', state: 'tx', latitude: 30.27, longitude: -97.74 })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe(`${API_BASE}/shifter/zip5s/78701`)
    expect(seen[0]?.method).toBe('GET')
  })

  it('treats a non-ok answer as no answer rather than an error', async () => {
    server.use(http.get(`${API_BASE}/shifter/zip5s/:zip`, () => HttpResponse.json({ message: 'not found' }, { status: 404 })))
    await expect(queryClient().fetchQuery(zipLookupQueryOptions(API_BASE, '00000'))).resolves.toBeNull()
  })

  it('fails (for the caller to log) when the network fails', async () => {
    server.use(http.get(`${API_BASE}/shifter/zip5s/:zip`, () => HttpResponse.error()))
    await expect(queryClient().fetchQuery(zipLookupQueryOptions(API_BASE, '78701'))).rejects.toThrow()
  })

  it('keeps one answer per zip for the whole visit and never retries', () => {
    const options = zipLookupQueryOptions(API_BASE, '78701')
    expect(options.queryKey).toEqual(['segments', 'zip-lookup', API_BASE, '78701'])
    expect(options.queryKey).not.toEqual(zipLookupQueryOptions(API_BASE, '10001').queryKey)
    expect(options.staleTime).toBe(Infinity)
    expect(options.retry).toBe(false)
  })
})
