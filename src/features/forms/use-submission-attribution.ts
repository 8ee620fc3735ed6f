import { useCallback } from 'react'
import { browserStorage } from '../../shared/browser-storage'
import { firstTouchRefcode } from '../../shared/fundraising/first-touch-refcode'
import { useAppStoreApi } from '../../stores/app-store-context'
import { selectFormOverrides } from '../fundraising/selectors'

export type BrowserAttribution = { refcode: string | null; refcode2: string | null }

/**
 * The refcodes a form submission carries, as every donation form does: the visitor's first-touch
 * refcode and experiment variations, which the fundraising boot keeps in the form overrides.
 * Returns a reader, called when the form is sent: the boot may have set them after the form rendered.
 * Usage: `submitForm({ data: { ...request, attribution: attribution() } })`.
 */
export function useSubmissionAttribution(): () => BrowserAttribution {
  const store = useAppStoreApi()
  return useCallback(() => {
    const { refcode, refcode2 } = selectFormOverrides(store.getState())
    // A form sent before the fundraising boot ran still carries the visitor's first touch.
    const firstTouch = refcode ?? firstTouchRefcode(browserStorage('local'), new URLSearchParams(window.location.search))
    return { refcode: firstTouch ?? null, refcode2: refcode2 ?? null }
  }, [store])
}
