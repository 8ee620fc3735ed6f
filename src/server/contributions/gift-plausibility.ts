/**
 * Which amounts the site counts. A gift of nothing, or of more than anyone may give, is no gift
 * the thermometer should move by: it is a test, a typo, or a forged delivery. It is kept in the
 * ledger, marked with why it is not counted, and reported; the provider is answered 200, since a
 * refusal would only be retried (or, as a 4xx, dropped by the provider without anyone looking).
 *
 * The ceiling, $100,000, is far above what one person may give a federal campaign ($3,500 per
 * election in 2025–26, so $7,000 for a primary and a general together) and above the yearly
 * limits of the party committees a gift can be split with; a provider refuses a single card gift
 * long before it. No real gift reaches it; one 999,999,999.99 delivery would otherwise fill any
 * thermometer at once.
 */
const PLAUSIBLE_GIFT_CEILING_CENTS = 100_000_00

/** Why a gift is not counted, as a code for the ledger and error reporting. */
export type IgnoredReason = 'amount-not-positive' | 'amount-implausible'

/** null: the amount is counted. */
export function ignoredReasonOf(amountCents: number): IgnoredReason | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return 'amount-not-positive'
  if (amountCents > PLAUSIBLE_GIFT_CEILING_CENTS) return 'amount-implausible'
  return null
}
