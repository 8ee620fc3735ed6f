import { describe, expect, it } from 'vitest'
import { contributionOf, contributionPayloadSchema } from './contribution-payload'

const ARRIVED = new Date('2026-11-20T20:00:00Z')
const payload = (contribution: Record<string, unknown> = {}, lineitems: Record<string, unknown>[] = [{ amount: '25.00' }]) =>
  contributionPayloadSchema.parse({
    donor: { firstname: 'Ana María', state: 'tx' },
    contribution: { orderNumber: 'AB-1', createdAt: '2026-11-20T14:07:59-05:00', ...contribution },
    lineitems,
  })

describe('contributionOf', () => {
  it('counts an approved gift whole', () => {
    expect(contributionOf(payload({ status: 'approved' }), ARRIVED)).toMatchObject({ amountCents: 2500, refundedCents: 0, ignoredReason: null, donorFirstName: 'Ana', donorState: 'TX' })
  })

  it('gives all of it back for a refunded, cancelled or voided gift, whatever the case', () => {
    for (const status of ['refunded', 'Cancelled', 'canceled', 'voided']) expect(contributionOf(payload({ status }), ARRIVED).refundedCents).toBe(2500)
  })

  it('gives back the line items that say they were refunded', () => {
    const lineitems = [{ amount: '10.00', refundedAt: '2026-11-21T10:00:00-05:00' }, { amount: '15.00', refundedAt: null }]
    expect(contributionOf(payload({}, lineitems), ARRIVED)).toMatchObject({ amountCents: 2500, refundedCents: 1000 })
  })

  it('dates a gift from the future when it arrived, and keeps a past date', () => {
    expect(contributionOf(payload({ createdAt: '2099-01-01T00:00:00Z' }), ARRIVED).contributedAt).toEqual(ARRIVED)
    expect(contributionOf(payload(), ARRIVED).contributedAt).toEqual(new Date('2026-11-20T19:07:59Z'))
  })

  it('marks an amount of nothing, or past the ceiling, as not counted', () => {
    expect(contributionOf(payload({}, [{ amount: '0.00' }]), ARRIVED).ignoredReason).toBe('amount-not-positive')
    expect(contributionOf(payload({}, [{ amount: '100000.00' }]), ARRIVED).ignoredReason).toBeNull()
    expect(contributionOf(payload({}, [{ amount: '100000.01' }]), ARRIVED).ignoredReason).toBe('amount-implausible')
  })
})
