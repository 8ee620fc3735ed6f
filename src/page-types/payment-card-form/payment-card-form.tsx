import { DonationPage, prefetchDonationTotals } from '../donation-page/donation-page'
import type { PageTypeProps } from '../page-type'

/** The payment-card form page: the provider's card form embedded. Card numbers go from the visitor's browser to the provider only; they never touch this site's server. */
export default function PaymentCardForm({ page }: PageTypeProps<'paymentCardForm'>) {
  return <DonationPage page={page} variant="card" />
}

export const prefetch = prefetchDonationTotals
export { labels } from '../donation-page/donation-page'
