import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import { hostedDonationFormUrl } from '../../shared/fundraising/donation-settings'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { clientLog } from '../../shared/client-log'
import { browserStorage } from '../../shared/browser-storage'
import { readVisitorDetails } from '../../shared/forms/visitor-details'
import { useAppStore, useAppStoreApi } from '../../stores/app-store-context'
import { ensureDonationScript } from './donation-script'
import { withRefcodes, type Refcodes } from './donate-links'
import { useRefcodesWithPageUrl } from './page-url-refcodes'
import { useContributionEffects } from './use-contribution-effects'

// Until the provider's form arrives: room for it, so the page below does not jump, and a word
// on what is coming. The element stays empty for React, because the provider's script owns its children.
const host = css({
  '&:empty': { minH: { base: '42rem', tablet: '34rem' } },
  '&:empty::before': { content: 'attr(data-loading-text)', color: 'textMuted' },
})
const area = css({ position: 'relative' })
// Over the room kept for the form, under the word on what is coming: leaving makes nothing below move.
const waiting = css({ position: 'absolute', top: '12', insetInlineStart: '0' })

/**
 * True once the provider has rendered its form into the element. Until then the page offers the
 * plain link: in the server's HTML (before the page is interactive, or with scripts blocked),
 * while the provider's script loads, and for good when it is slow, hangs or breaks.
 */
function useProviderFormShown(host: RefObject<HTMLDivElement | null>): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = host.current
    if (!element) return
    const check = () => setShown(element.childElementCount > 0)
    check()
    const observer = new MutationObserver(check)
    observer.observe(element, { childList: true })
    return () => observer.disconnect()
  }, [host])
  return shown
}

/**
 * The provider's prefill: the name, email and zip the visitor typed into a form this session
 * (shared/forms/visitor-details.ts), as attributes of the element, set before the provider's
 * script renders into it. Only in the browser: the page everyone shares never holds them.
 */
function usePrefill(host: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const element = host.current
    if (!element) return
    const details = readVisitorDetails(browserStorage('session'))
    const [givenName, familyName] = details.givenName ? [details.givenName, details.familyName] : (details.name?.split(/\s+(.*)/) ?? [])
    const prefill: Record<string, string | undefined> = { 'first-name': givenName, 'last-name': familyName, email: details.email, zip: details.zip }
    for (const [name, value] of Object.entries(prefill)) if (value) element.setAttribute(`data-prefill-${name}`, value)
  }, [host])
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
  t: Translate<LabelsOf<'fundraising'>>
}

/**
 * The provider's donation form, embedded: an element the provider's script renders into, the
 * script loaded once per page lifetime, and a plain link to the provider's hosted form until its
 * form is there — in the server's HTML, so a donor never depends on a script to give — and in its
 * place when the script cannot load.
 */
export function DonationEmbed({ locale, form, amounts, variant = 'standard', successHref, refcodes, t }: DonationEmbedProps) {
  const store = useAppStoreApi()
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  const failed = useAppStore((state) => state.donationScriptFailed)
  const hostRef = useRef<HTMLDivElement>(null)
  const formShown = useProviderFormShown(hostRef)
  usePrefill(hostRef)
  useContributionEffects({ successHref })

  useEffect(() => {
    ensureDonationScript(store, config.donation).catch((error: unknown) => clientLog('warning', error instanceof Error ? error : String(error)))
  }, [store, config.donation])

  const fallbackHref = withRefcodes(hostedDonationFormUrl(config.donation.formUrl, form, { locale }), useRefcodesWithPageUrl(refcodes))
  const fallback = (
    <a className={button({ variant: 'primary', size: 'md' })} href={fallbackHref} data-donation-fallback="">
      {t('donationFormFallback')}
    </a>
  )
  if (failed) return fallback
  return (
    <div className={area}>
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
      <p className={waiting} hidden={formShown}>
        {fallback}
      </p>
    </div>
  )
}
