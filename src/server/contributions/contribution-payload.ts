/**
 * The provider's contribution webhook body (ActBlue's JSON shape): a donor, a contribution with
 * its order number and refcodes, and one line item per recipient. Parsed once here; the rest of
 * the site sees only a Contribution. Fields the site does not use are kept in the stored payload
 * but never read.
 */
import { z } from 'zod'

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
    .array(z.object({ amount: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(MONEY, 'expected an amount such as "25.00"')) }).loose())
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
  contributedAt: Date
}

const centsOf = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

export function contributionOf(payload: ContributionPayload): Contribution {
  const state = payload.donor.state?.toUpperCase() ?? null
  return {
    orderNumber: payload.contribution.orderNumber,
    amountCents: payload.lineitems.reduce((sum, item) => sum + centsOf(item.amount), 0),
    contributionForm: payload.contribution.contributionForm,
    refcode: payload.contribution.refcode ?? payload.contribution.refcodes?.refcode ?? null,
    refcode2: payload.contribution.refcode2 ?? payload.contribution.refcodes?.refcode2 ?? null,
    donorFirstName: payload.donor.firstname?.split(/\s+/)[0]?.slice(0, 40) ?? null,
    donorState: state && /^[A-Z]{2}$/.test(state) ? state : null,
    contributedAt: new Date(payload.contribution.createdAt),
  }
}
