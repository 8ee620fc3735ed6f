import { useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { siteSettingsQueryOptions } from '../../queries/content-query-options'
import type { NavLink } from '../../queries/content-model'
import { isFundraisingDisabledLocation } from '../../shared/fundraising/fundraising-location'
import type { Locale } from '../../shared/locale'
import { useAppStore } from '../../stores/app-store-context'
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
  const stateCode = useAppStore((state) => state.segments.stateCode)
  const refcode = useAppStore((state) => state.formOverrides.refcode ?? null)
  const refcode2 = useAppStore((state) => state.formOverrides.refcode2 ?? null)
  const allowed = !isFundraisingDisabledLocation(stateCode, settings.disabledStates)
  const refcodes = useMemo(() => ({ refcode, refcode2 }), [refcode, refcode2])
  const donateHref = useCallback((href: string) => withRefcodes(href, refcodes), [refcodes])
  return { allowed, refcodes, donateHref, alternative: settings.fundraisingAlternative }
}
