import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { pushAnalyticsEvent } from '../../shared/analytics'
import { browserStorage } from '../../shared/browser-storage'
import { useAppStoreApi } from '../../stores/app-store-context'
import { onContribution } from './contribution-events'
import { FUNDRAISING_QUERY_KEY } from './fundraising-query-options'

/** Session storage: the visitor gave this session, so fundraising modals stay closed. */
export const CONTRIBUTED_KEY = 'campaign-site:contributed'

/**
 * What a contribution does, once per order: an analytics event, fundraising modals off for the
 * session, the thermometer and donor wall refreshed, and the page's success page when it names one.
 */
export function useContributionEffects({ successHref }: { successHref: string | null }) {
  const store = useAppStoreApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  useEffect(
    () =>
      onContribution((event) => {
        pushAnalyticsEvent({
          event: 'donation_contribution',
          orderNumber: event.orderNumber,
          amount: event.amount,
          recurring: event.recurring,
          ...(event.contributionForm ? { form: event.contributionForm } : {}),
          ...(event.refcode ? { refcode: event.refcode } : {}),
          ...(event.refcode2 ? { refcode2: event.refcode2 } : {}),
        })
        try {
          browserStorage('session')?.setItem(CONTRIBUTED_KEY, '1')
        } catch {
          // Storage blocked: the store's flag still holds for this page's life.
        }
        store.getState().markContributed()
        void queryClient.invalidateQueries({ queryKey: FUNDRAISING_QUERY_KEY })
        if (successHref) void navigate({ to: successHref })
      }),
    [store, queryClient, navigate, successHref],
  )
}
