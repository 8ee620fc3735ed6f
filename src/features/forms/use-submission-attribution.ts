import { useCallback } from 'react'
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
    return { refcode: refcode ?? null, refcode2: refcode2 ?? null }
  }, [store])
}
