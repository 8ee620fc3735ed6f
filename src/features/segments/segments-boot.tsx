import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import { browserStorage } from '../../shared/browser-storage'
import { useAppStore, useAppStoreApi } from '../../stores/app-store-context'
import { locationInTheCookie, writeLocationCookie } from './browser-location-cookie'
import { readClientAttributes, writeClientAttributes } from './client-attributes-storage'
import { rememberedSegments } from './remembered-segments'
import { isZip5, segmentsFromZipResponse, zipLookupQueryOptions } from './zip-lookup'

/**
 * The segments' life in the browser: restore what is remembered at start-up — the location
 * cookie and the client attributes (remembered-segments.ts; a `?zip=` in the URL wins over a
 * remembered zip; a full load applies it on the server, a client navigation here) — look the zip
 * up once it is known and the page has mounted, write a zip the visitor gave into the location
 * cookie once placed (and `disableLiberty` whenever it changes), and remember changes. Renders nothing; the server never runs any of it.
 * The entry's client attributes are kept as they were stored: nothing on the page reads or changes them.
 */
export function SegmentsBoot({ urlZip = null }: { urlZip?: string | null }) {
  const store = useAppStoreApi()
  // The store says it, for the parts that must not read a zip not restored yet as none.
  const restored = useAppStore((state) => state.segmentsRestored)

  useEffect(() => {
    const storage = browserStorage('local')
    const stored = storage ? readClientAttributes(storage) : null
    const { segments, restoreSegments, markSegmentsRestored } = store.getState()
    const attributes = stored?.attributes ?? {}
    const remembered = rememberedSegments(locationInTheCookie(), stored?.segments ?? null)
    // A zip in the URL that is not the remembered one makes what is remembered of the place stale.
    if (remembered && (segments.zip === undefined || remembered.zip === segments.zip)) restoreSegments({ ...remembered, ...segments })
    markSegmentsRestored()
    return store.subscribe((state, previous) => {
      if (state.segments !== previous.segments && storage) writeClientAttributes(storage, { segments: state.segments, attributes })
      // Turning state pages off (or on again) is the visitor's word for the server's next page.
      if (state.segments.disableLiberty !== previous.segments.disableLiberty) writeLocationCookie(state.segments)
    })
  }, [store])

  useEffect(() => {
    if (!restored || !isZip5(urlZip ?? undefined)) return
    const { segments, applySegments } = store.getState()
    if (segments.zip !== urlZip) applySegments({ zip: urlZip as string })
  }, [urlZip, restored, store])

  const zip = useAppStore((state) => state.segments.zip)
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  const lookup = useQuery({ ...zipLookupQueryOptions(config.zipApiBase, zip ?? ''), enabled: restored && isZip5(zip) })

  useEffect(() => {
    if (!lookup.data) return
    store.getState().applySegments(segmentsFromZipResponse(lookup.data))
    // A zip the visitor gave, now placed, goes into the cookie the server reads; the edge's guess is already there.
    const { segments } = store.getState()
    if (segments.isOverride) writeLocationCookie(segments)
  }, [lookup.data, store])
  useEffect(() => {
    if (lookup.error) console.warn(`Zip lookup for ${zip} failed: ${String(lookup.error)}`)
  }, [lookup.error, zip])

  return null
}
