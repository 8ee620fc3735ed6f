import { DonationPage, prefetchDonationTotals } from '../donation-page/donation-page'
import type { PageTypeProps } from '../page-type'

/** A donation landing page for search-ad traffic: as the ads landing page, with the footer's policy links kept (search-ad landing pages must show them). */
export default function GoogleAdsLanding({ page }: PageTypeProps<'googleAdsLanding'>) {
  return <DonationPage page={page} variant="standard" ads />
}

export const prefetch = prefetchDonationTotals
export { labels } from '../donation-page/donation-page'
