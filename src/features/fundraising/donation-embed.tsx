import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import { hostedDonationFormUrl } from '../../shared/fundraising/donation-settings'
import type { Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { clientLog } from '../../shared/client-log'
import { useAppStore, useAppStoreApi } from '../../stores/app-store-context'
import { ensureDonationScript } from './donation-script'
import { withRefcodes, type Refcodes } from './donate-links'
import { useContributionEffects } from './use-contribution-effects'

// Until the provider's form arrives: room for it, so the page below does not jump, and a word
// on what is coming. The element stays empty for React, because the provider's script owns its children.
const host = css({
  '&:empty': { minH: { base: '42rem', tablet: '34rem' } },
  '&:empty::before': { content: 'attr(data-loading-text)', color: 'textMuted' },
})

/**
 * How long a donor waits for the provider's form before the plain link is offered beside it: a
 * provider that is slow, hangs or whose script breaks must not leave the donation page empty. The
 * form may still arrive later; the link stays as a second way in.
 */
export const PROVIDER_FORM_PATIENCE_MS = 8_000

/** True once the element has waited the patience out and the provider has put nothing in it. */
function useProviderLate(host: RefObject<HTMLDivElement | null>): boolean {
  const [late, setLate] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLate(host.current !== null && host.current.childElementCount === 0), PROVIDER_FORM_PATIENCE_MS)
    return () => clearTimeout(timer)
  }, [host])
  return late
}

export type DonationEmbedProps = {
  locale: Locale
  form: string
  amounts: number[]
  /** The provider's card form ("card") or its standard form. */
  variant?: 'standard' | 'card'
  /** Where to go after a gift (the page's successPage), or null to stay. */
  successHref: string | null
  refcodes: Refcodes
  t: Translate
}

/**
 * The provider's donation form, embedded: an element the provider's script renders into, the
 * script loaded once per page lifetime, and a plain link to the provider's hosted form when the
 * script cannot load, when the form has not appeared after a while (or JavaScript is off).
 */
export function DonationEmbed({ locale, form, amounts, variant = 'standard', successHref, refcodes, t }: DonationEmbedProps) {
  const store = useAppStoreApi()
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  const failed = useAppStore((state) => state.donationScriptFailed)
  const hostRef = useRef<HTMLDivElement>(null)
  const late = useProviderLate(hostRef)
  useContributionEffects({ successHref })

  useEffect(() => {
    ensureDonationScript(store, config.donation).catch((error: unknown) => clientLog('warning', error instanceof Error ? error : String(error)))
  }, [store, config.donation])

  const fallbackHref = withRefcodes(hostedDonationFormUrl(config.donation.formUrl, form, { locale }), refcodes)
  const fallback = (
    <a className={button({ variant: 'primary', size: 'md' })} href={fallbackHref} data-donation-fallback="">
      {t('donationFormFallback')}
    </a>
  )
  if (failed) return fallback
  return (
    <>
      <div
        ref={hostRef}
        className={host}
        data-donation-embed=""
        data-form={form}
        data-lang={locale === 'es-MX' ? 'es' : 'en'}
        data-variant={variant}
        data-amounts={amounts.length > 0 ? amounts.join(',') : undefined}
        data-refcode={refcodes.refcode ?? undefined}
        data-refcode2={refcodes.refcode2 ?? undefined}
        data-loading-text={t('donationFormLoading')}
        // The provider's script fills this element; React never renders into it.
        suppressHydrationWarning
      />
      <noscript>{fallback}</noscript>
      {late ? fallback : null}
    </>
  )
}
