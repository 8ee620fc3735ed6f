import { DonationPage, prefetchDonationTotals } from '../donation-page/donation-page'
import type { PageTypeProps } from '../page-type'

/** A donation landing page for ad traffic: minimal navigation (the shell shows no menu links), the form, and the ads-page donate bar. */
export default function AdsLanding({ page }: PageTypeProps<'adsLanding'>) {
  return <DonationPage page={page} variant="standard" ads />
}

export const prefetch = prefetchDonationTotals
export { labels } from '../donation-page/donation-page'
