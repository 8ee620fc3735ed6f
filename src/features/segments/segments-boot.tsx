import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import { browserStorage } from '../../shared/browser-storage'
import { useAppStore, useAppStoreApi } from '../../stores/app-store-context'
import { readClientAttributes, writeClientAttributes } from './client-attributes-storage'
import { isZip5, segmentsFromZipResponse, zipLookupQueryOptions } from './zip-lookup'

/**
 * The segments' life in the browser: restore the remembered client attributes at start-up
 * (a `?zip=` in the URL wins over a remembered zip; a full load applies it on the server, a
 * client navigation here), look the zip up once it is known and the page has mounted, and
 * remember changes. Renders nothing; the server never runs any of it.
 */
export function SegmentsBoot({ urlZip = null }: { urlZip?: string | null }) {
  const store = useAppStoreApi()
  // The store says it, for the parts that must not read a zip not restored yet as none.
  const restored = useAppStore((state) => state.segmentsRestored)

  useEffect(() => {
    const storage = browserStorage('local')
    const stored = storage ? readClientAttributes(storage) : null
    const { segments, applySegments, setClientAttributes, markSegmentsRestored } = store.getState()
    if (stored) {
      const urlZipDiffers = segments.zip !== undefined && stored.segments.zip !== segments.zip
      if (!urlZipDiffers) applySegments({ ...stored.segments, ...segments })
      setClientAttributes(stored.attributes)
    }
    markSegmentsRestored()
    return store.subscribe((state, previous) => {
      if (state.segments !== previous.segments || state.clientAttributes !== previous.clientAttributes) {
        if (storage) writeClientAttributes(storage, { segments: state.segments, attributes: state.clientAttributes })
      }
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
    if (lookup.data) store.getState().applySegments(segmentsFromZipResponse(lookup.data))
  }, [lookup.data, store])
  useEffect(() => {
    if (lookup.error) console.warn(`Zip lookup for ${zip} failed: ${String(lookup.error)}`)
  }, [lookup.error, zip])

  return null
}
