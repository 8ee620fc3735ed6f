import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ThermometerSettings } from '../../shared/fundraising/donation-settings'
import { interpolate } from '../../shared/i18n/interpolate'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import type { FundraisingAsks } from './use-fundraising-asks'
import { AlternativeAction } from './alternative-action'
import { fundraisingTotalsQueryOptions } from './fundraising-query-options'

const wrapper = css({ position: 'relative', zIndex: 'thermometerProgress', display: 'grid', gap: '2' })
const label = css({ fontWeight: 'bodyBold' })
// A native <progress>: announced with its value, and no inline style for the fill (the CSP has none).
const bar = css({
  appearance: 'none',
  w: 'full',
  h: '4',
  border: 'none',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'grey.200',
  color: 'red.dark',
  '&::-webkit-progress-bar': { bg: 'grey.200' },
  '&::-webkit-progress-value': { bg: 'red.dark', transition: 'width 0.6s ease' },
  '&::-moz-progress-bar': { bg: 'red.dark' },
  _motionReduce: { '&::-webkit-progress-value': { transition: 'none' } },
})
const figures = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', fontSize: 'sm' })
const donateBar = css({
  position: 'relative',
  zIndex: 'thermometerDonateBar',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  mt: '4',
  py: '2',
  px: '4',
  bg: 'bgInverse',
  color: 'textInverse',
  // The alternative action's plain link, on the dark bar (the donate button keeps its own colours).
  '&[data-fundraising-alternative] a[href]': { color: 'textInverse' },
  '& :focus-visible': { outlineColor: 'focusRingInverse' },
})

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(Math.floor(cents / 100))

export type ThermometerProps = {
  settings: ThermometerSettings
  locale: Locale
  /** Where its donate bar goes: the form on this page (#donate) or a donate page. */
  donateHref: string
  asks: FundraisingAsks
  t: Translate<LabelsOf<'fundraising'>>
}

/**
 * The thermometer progress bar: raised so far (from the ledger, refreshed in the background and
 * after a contribution) against the goal from the CMS, with its own donate bar — or, in a
 * fundraising-disabled location, the non-fundraising action instead of that bar. The page type
 * prefetches the totals, so the server renders the figure.
 */
export function Thermometer({ settings, locale, donateHref, asks, t }: ThermometerProps) {
  const id = useId()
  // Not suspense: a ledger that cannot be read leaves the thermometer out, and the page stands.
  const { data: totals } = useQuery(fundraisingTotalsQueryOptions(settings.since))
  if (!totals) return null
  const raised = Math.min(totals.raisedCents, settings.goalCents)
  const text = interpolate(t('thermometerRaised'), { raised: money(totals.raisedCents, locale), goal: money(settings.goalCents, locale) })
  return (
    <section className={wrapper} aria-labelledby={`${id}-label`} data-thermometer="">
      <h2 id={`${id}-label`} className={label}>
        {settings.label ?? t('thermometerLabel')}
      </h2>
      <progress className={bar} max={settings.goalCents} value={raised} aria-labelledby={`${id}-label`} aria-describedby={`${id}-figures`} />
      <p id={`${id}-figures`} className={figures} aria-live="polite">
        <span data-thermometer-raised={totals.raisedCents}>{text}</span>
        <span>
          {totals.contributions === 1
            ? t('thermometerDonorsOne')
            : interpolate(t('thermometerDonors'), { count: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(totals.contributions) })}
        </span>
      </p>
      {asks.allowed ? (
        <div className={donateBar} data-fundraising-ask="thermometer-donate-bar">
          <span>{interpolate(t('thermometerAsk'), { goal: money(settings.goalCents, locale) })}</span>
          <a className={button({ variant: 'primary', size: 'sm' })} href={asks.donateHref(donateHref)}>
            {t('donateNow')}
          </a>
        </div>
      ) : (
        <AlternativeAction link={asks.alternative} className={donateBar} />
      )}
    </section>
  )
}
