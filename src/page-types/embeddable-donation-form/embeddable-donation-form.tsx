import { DonationPage, prefetchDonationTotals } from '../donation-page/donation-page'
import type { PageTypeProps } from '../page-type'

/** The embeddable donation-form page: the provider's form with its words, meant also to be framed by the partner sites the configuration lists (DONATION_EMBED_ANCESTORS). */
export default function EmbeddableDonationForm({ page }: PageTypeProps<'embeddableDonationForm'>) {
  return <DonationPage page={page} variant="standard" />
}

export const prefetch = prefetchDonationTotals
export { labels } from '../donation-page/donation-page'
