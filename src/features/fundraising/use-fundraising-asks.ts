import { useSuspenseQuery } from '@tanstack/react-query'
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'
import { siteSettingsQueryOptions } from '../../queries/content-query-options'
import type { NavLink } from '../../content-model/content-model'
import { isFundraisingDisabledLocation } from '../../shared/fundraising/fundraising-location'
import type { Locale } from '../../shared/locale'
import { useAppStore, useAppStoreApi } from '../../stores/app-store-context'
import { selectStateCode } from '../segments/selectors'
import { withRefcodes, type Refcodes } from './donate-links'

export type FundraisingAsks = {
  /** False in a fundraising-disabled location (docs/behaviour.md §12): no donate bar, takeover, thermometer bar or fundraising modal. */
  allowed: boolean
  refcodes: Refcodes
  /** A donate link as it should be emitted: with the visitor's refcodes. */
  donateHref(href: string): string
  /** What such a visitor is offered instead (fundraisingLabels), or null. */
  alternative: NavLink | null
}

/** Whether and how this visitor is asked for money, for every region and page type that asks. */
export function useFundraisingAsks(locale: Locale): FundraisingAsks {
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions(locale))
  const stateCode = useAppStore(selectStateCode)
  const refcode = useVisitorRefcode('refcode')
  const refcode2 = useVisitorRefcode('refcode2')
  const allowed = !isFundraisingDisabledLocation(stateCode, settings.disabledStates)
  const refcodes = useMemo(() => ({ refcode, refcode2 }), [refcode, refcode2])
  const donateHref = useCallback((href: string) => withRefcodes(href, refcodes), [refcodes])
  return { allowed, refcodes, donateHref, alternative: settings.fundraisingAlternative }
}

/**
 * One of the visitor's refcodes, as the fundraising boot set it. Hydration reads what the server
 * had (none): a part of the page that hydrates late (a page type's chunk, in its Suspense
 * boundary) may do so after the boot, and React keeps the server's attributes where they differ
 * while hydrating — the provider's element or a donate link would go without the visitor's
 * refcodes for good. React renders the visitor's right after hydration instead, in a transition:
 * the page's route reads them, so a refcode's arrival renders the whole page again, and a store
 * subscription (useSyncExternalStore) would do that in one task that holds a tap back.
 */
function useVisitorRefcode(name: 'refcode' | 'refcode2'): string | null {
  const store = useAppStoreApi()
  const [refcode, setRefcode] = useState<string | null>(null)
  useEffect(() => {
    const show = () => {
      const current = store.getState().formOverrides[name] ?? null
      startTransition(() => setRefcode(current))
    }
    show()
    return store.subscribe(show)
  }, [store, name])
  return refcode
}
