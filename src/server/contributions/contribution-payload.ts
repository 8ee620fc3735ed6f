/**
 * The provider's contribution webhook body (ActBlue's JSON shape): a donor, a contribution with
 * its order number, refcodes and status, and one line item per recipient. Parsed once here; the
 * rest of the site sees only a Contribution. Fields the site does not use are kept in the stored
 * payload but never read.
 *
 * Refunds and cancellations come as the same body again, with the same order number: the
 * provider's refund and cancellation webhooks send the contribution as it now stands. A line item
 * given back carries `refundedAt`; a contribution that was refunded, cancelled or voided as a
 * whole says so in `contribution.status` (the provider's word for a kept gift is "approved"; a
 * status the site does not know leaves the gift counted).
 */
import { z } from 'zod'
import { ignoredReasonOf, type IgnoredReason } from './gift-plausibility.ts'

const MONEY = /^\d{1,9}(\.\d{1,2})?$/

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null))

export const contributionPayloadSchema = z.object({
  donor: z
    .object({
      firstname: optionalText(200),
      state: optionalText(100),
    })
    .loose(),
  contribution: z
    .object({
      orderNumber: z.string().trim().min(1).max(100),
      createdAt: z.iso.datetime({ offset: true }),
      contributionForm: optionalText(200),
      status: optionalText(50),
      refcode: optionalText(200),
      refcode2: optionalText(200),
      // The provider also lists every refcode of the gift by name; the second is only there.
      refcodes: z
        .object({ refcode: optionalText(200), refcode2: optionalText(200) })
        .loose()
        .nullish()
        .catch(null),
    })
    .loose(),
  lineitems: z
    .array(
      z
        .object({
          amount: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(MONEY, 'expected an amount such as "25.00"')),
          // Any date at all: that the provider gave this line item back is what counts, not when.
          refundedAt: optionalText(100).catch(null),
        })
        .loose(),
    )
    .min(1, 'expected at least one line item'),
})

export type ContributionPayload = z.infer<typeof contributionPayloadSchema>
/** The body as the provider sends it, before parsing (what the sandbox provider writes). */
export type ProviderContributionBody = z.input<typeof contributionPayloadSchema>

/** What the ledger keeps of a contribution, besides the payload itself. */
export type Contribution = {
  orderNumber: string
  amountCents: number
  contributionForm: string | null
  refcode: string | null
  refcode2: string | null
  /** Only the first word of the first name, for the donor wall. */
  donorFirstName: string | null
  /** A two-letter US state code, or null. */
  donorState: string | null
  /** When the provider says the gift was made, but never after it reached the site. */
  contributedAt: Date
  /** The part of the amount given back to the donor: all of it for a refunded or cancelled gift. */
  refundedCents: number
  /** Why the amount is not counted at all (nothing, or more than anyone may give); null: counted. */
  ignoredReason: IgnoredReason | null
}

/** Statuses for a contribution that was not kept, as a whole. */
const WITHDRAWN_STATUSES = new Set(['refunded', 'cancelled', 'canceled', 'voided', 'void', 'chargeback', 'charged_back', 'declined', 'failed'])

const centsOf = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** The contribution as the ledger keeps it; `receivedAt`: when the delivery reached the site. */
export function contributionOf(payload: ContributionPayload, receivedAt: Date): Contribution {
  const state = payload.donor.state?.toUpperCase() ?? null
  const amountCents = payload.lineitems.reduce((sum, item) => sum + centsOf(item.amount), 0)
  const withdrawn = WITHDRAWN_STATUSES.has(payload.contribution.status?.toLowerCase() ?? '')
  const refundedLineItems = payload.lineitems.reduce((sum, item) => sum + (item.refundedAt ? centsOf(item.amount) : 0), 0)
  const createdAt = new Date(payload.contribution.createdAt)
  return {
    orderNumber: payload.contribution.orderNumber,
    amountCents,
    contributionForm: payload.contribution.contributionForm,
    refcode: payload.contribution.refcode ?? payload.contribution.refcodes?.refcode ?? null,
    refcode2: payload.contribution.refcode2 ?? payload.contribution.refcodes?.refcode2 ?? null,
    donorFirstName: payload.donor.firstname?.split(/\s+/)[0]?.slice(0, 40) ?? null,
    donorState: state && /^[A-Z]{2}$/.test(state) ? state : null,
    // A date ahead of the delivery (a provider's clock, or a forged body) would keep the gift on top of the wall.
    contributedAt: createdAt > receivedAt ? receivedAt : createdAt,
    refundedCents: withdrawn ? amountCents : Math.min(refundedLineItems, amountCents),
    ignoredReason: ignoredReasonOf(amountCents),
  }
}
