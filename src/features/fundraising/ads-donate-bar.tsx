import { css } from 'styled-system/css'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import { AlternativeAction } from './alternative-action'
import type { FundraisingAsks } from './use-fundraising-asks'

const bar = css({
  position: 'fixed',
  insetX: '0',
  bottom: '0',
  zIndex: 'adsPageDonateBar',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  py: '2',
  px: '3',
  bg: 'bgInverse',
  color: 'textInverse',
  '& a[href]': { color: 'textInverse' },
  '& :focus-visible': { outlineColor: 'focusRingInverse' },
})
const amountLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '16',
  minH: '11',
  px: '3',
  border: '2px solid',
  borderColor: 'textInverse',
  borderRadius: 'sm',
  fontWeight: 'bodyBold',
  textDecoration: 'none',
  transition: 'background-color 0.15s',
  _hover: { bg: 'red.dark' },
})
const label = css({ fontWeight: 'bodyBold', mr: '2' })
/** Room for the bar at the page's end (its height), so the bar never covers the footer. */
export const adsDonateBarSpace = css({ pb: '24' })

export type AdsDonateBarProps = {
  /** One link per suggested amount, to the provider's form with that amount chosen. */
  amountHref: (amount: number) => string
  amounts: number[]
  asks: FundraisingAsks
  t: Translate<LabelsOf<'fundraising'>>
}

/** The ads-page donate bar: one tap on an amount goes to the provider's form with it preselected. */
export function AdsDonateBar({ amountHref, amounts, asks, t }: AdsDonateBarProps) {
  if (!asks.allowed) return <AlternativeAction link={asks.alternative} className={bar} />
  return (
    <nav className={bar} aria-label={t('adsDonateBarLabel')} data-fundraising-ask="ads-donate-bar">
      <span className={label} aria-hidden="true">
        {t('adsDonateBarLabel')}
      </span>
      {amounts.map((amount) => (
        <a key={amount} className={amountLink} href={asks.donateHref(amountHref(amount))}>
          ${amount}
        </a>
      ))}
    </nav>
  )
}
