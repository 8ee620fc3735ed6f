import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { browserStorage } from '../../shared/browser-storage'
import { signedRefcode2InCookies } from '../../shared/experiment-assignments'
import { useAppStore, useAppStoreApi } from '../../stores/app-store-context'
import { selectExperiments } from '../experiments/selectors'
import { CONTRIBUTED_KEY } from './use-contribution-effects'
import { firstTouchRefcode, refcodeFromExperiments } from './refcodes'

/** The query string of the URL this document was loaded with, or null. */
function landingSearch(): URLSearchParams | null {
  const entry = performance.getEntriesByType('navigation')[0]
  if (!entry) return null
  try {
    return new URL(entry.name).searchParams
  } catch {
    return null
  }
}

/**
 * The fundraising state's life in the browser: the first-touch refcode (from this URL or an
 * earlier visit), the experiment variations as the second refcode (the server's signed one when
 * the visitor has it), and whether the visitor gave
 * this session. Renders nothing; the server never runs it, so no response depends on a visitor.
 */
export function FundraisingBoot() {
  const store = useAppStoreApi()
  const search = useLocation({ select: (location) => location.searchStr })
  const experiments = useAppStore(selectExperiments)

  useEffect(() => {
    // This boot starts a chunk's round trip after hydration; a visitor who followed a link in
    // between is on another URL by now, so the URL the page was loaded with counts first.
    const searches = [landingSearch(), new URLSearchParams(search)].filter((candidate) => candidate !== null)
    const refcode = firstTouchRefcode(browserStorage('local'), searches)
    if (refcode && store.getState().formOverrides.refcode !== refcode) store.getState().setFormOverrides({ refcode })
  }, [search, store])

  useEffect(() => {
    // The server's signed refcode2 is the one the results credit (ADR 047); one made here from the
    // variations (a visitor from before signing, cookies refused) is passed on, and counts as unverified.
    const refcode2 = signedRefcode2InCookies(document.cookie) ?? refcodeFromExperiments(experiments)
    if (refcode2 && store.getState().formOverrides.refcode2 !== refcode2) store.getState().setFormOverrides({ refcode2 })
  }, [experiments, store])

  useEffect(() => {
    if (browserStorage('session')?.getItem(CONTRIBUTED_KEY)) store.getState().markContributed()
  }, [store])

  return null
}
