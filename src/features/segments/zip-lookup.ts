import { queryOptions } from '@tanstack/react-query'
import type { Segments } from './segments-slice'

/** How long the browser waits for the zip API before it gives the lookup up (a failure: console only). */
export const ZIP_LOOKUP_TIMEOUT_MS = 5_000

export const isZip5 = (zip: string | undefined): zip is string => zip !== undefined && /^\d{5}$/.test(zip)

/** Only state, latitude and longitude are read from the answer (docs/behaviour.md §6). */
type ZipResponse = { state?: unknown; latitude?: unknown; longitude?: unknown }

/**
 * GET {ZIP_API_BASE}/shifter/zip5s/{zip5}, made by the browser (docs/behaviour.md §6). A non-ok answer is
 * null and ignored silently; a network failure rejects (and is logged to the console only).
 */
export const zipLookupQueryOptions = (apiBase: string, zip: string) =>
  queryOptions({
    queryKey: ['segments', 'zip-lookup', apiBase, zip],
    queryFn: async ({ signal }): Promise<ZipResponse | null> => {
      // A zip API that stops answering is given up on, like one that fails: the page never waits on it.
      const controller = new AbortController()
      const cancel = () => controller.abort(signal.reason)
      signal.addEventListener('abort', cancel)
      const timer = setTimeout(() => controller.abort(new Error(`no answer within ${ZIP_LOOKUP_TIMEOUT_MS} ms`)), ZIP_LOOKUP_TIMEOUT_MS)
      try {
        const response = await fetch(`${apiBase}/shifter/zip5s/${zip}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        if (!response.ok) return null
        return (await response.json()) as ZipResponse
      } finally {
        clearTimeout(timer)
        signal.removeEventListener('abort', cancel)
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })

/**
 * The segments an ok zip answer applies (docs/behaviour.md §6): the state upper-cased and the
 * coordinates only as a pair. `disableLiberty` is left as it is: it means only "this visitor
 * turned state pages off", which a zip does not say (ADR 050).
 */
export function segmentsFromZipResponse(body: ZipResponse): Segments {
  const segments: Segments = {}
  if (typeof body.state === 'string' && body.state.trim() !== '') segments.stateCode = body.state.trim().toUpperCase()
  if (typeof body.latitude === 'number' && typeof body.longitude === 'number') {
    segments.latitude = body.latitude
    segments.longitude = body.longitude
  }
  return segments
}
