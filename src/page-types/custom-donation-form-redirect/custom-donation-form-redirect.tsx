import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { AlternativeAction } from '../../features/fundraising/alternative-action'
import { withRefcodes } from '../../features/fundraising/donate-links'
import { useRefcodesWithPageUrl } from '../../features/fundraising/page-url-refcodes'
import { useFundraisingAsks } from '../../features/fundraising/use-fundraising-asks'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import { siteSettingsQueryOptions } from '../../queries/content-query-options'
import { donationSettingsOf, hostedDonationFormUrl } from '../../shared/fundraising/donation-settings'
import { isFundraisingDisabledLocation } from '../../shared/fundraising/fundraising-location'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { PageIntro } from '../../shared/page-intro/page-intro'
import { useAppStoreApi } from '../../stores/app-store-context'
import type { PageTypeProps } from '../page-type'
import { EarlyRedirect } from './early-redirect'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['fundraising'] as const satisfies readonly LabelGroup[]

const layout = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '6', justifyItems: 'start' })

/** How long to wait for a known zip's state before sending the visitor on anyway. */
const LOCATION_WAIT_MS = 1500
const POLL_MS = 50

/**
 * Sends the visitor on to the provider's hosted form named in the settings, with their refcodes
 * (first touch and experiments). It happens in the browser, once the visitor's location is known:
 * a visitor in a fundraising-disabled state is not sent to a donation form but offered the
 * non-fundraising action; the server cannot know the location, so it never redirects. Without
 * JavaScript the page is a plain link onwards. Before the page's script has loaded, an inline
 * script sends the visitor on wherever it can decide alone (EarlyRedirect, ADR 037).
 */
export default function CustomDonationFormRedirect({ page }: PageTypeProps<'customDonationFormRedirect'>) {
  const t = useLabels(page.locale, ...labels)
  const store = useAppStoreApi()
  const asks = useFundraisingAsks(page.locale)
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions(page.locale))
  const base = hostedDonationFormUrl(config.donation.formUrl, donationSettingsOf(page.settings).form, { locale: page.locale })
  // In the server's HTML too, with the refcodes the URL carries: without a script, this link is the way on.
  const href = withRefcodes(base, useRefcodesWithPageUrl(asks.refcodes))

  useEffect(() => {
    // Polled: the remembered zip is restored by the page's boots, which load after hydration
    // (ADR 039); the wait for the zip's state starts once they have.
    let restoredAt: number | undefined
    const timer = setInterval(() => {
      const { segments, segmentsRestored } = store.getState()
      if (!segmentsRestored) return
      restoredAt ??= Date.now()
      const { zip, stateCode } = segments
      const settled = !zip || stateCode !== undefined || Date.now() - restoredAt > LOCATION_WAIT_MS
      if (!settled) return
      clearInterval(timer)
      if (!isFundraisingDisabledLocation(stateCode, settings.disabledStates)) window.location.replace(href)
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [store, settings.disabledStates, href])

  return (
    <div className={layout}>
      <PageIntro title={page.title} summary={asks.allowed ? t('donationRedirecting') : page.summary} />
      {asks.allowed ? (
        <>
          <a className={button({ variant: 'primary', size: 'md' })} href={href} data-fundraising-ask="donation-redirect">
            {t('donationContinue')}
          </a>
          <EarlyRedirect base={base} disabledStates={settings.disabledStates} />
        </>
      ) : (
        <AlternativeAction link={asks.alternative} />
      )}
    </div>
  )
}
