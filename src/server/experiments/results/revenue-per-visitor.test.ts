import { describe, expect, it } from 'vitest'
import { meanPerVisitor, probabilityRevenueBeats, revenueLift, variancePerVisitor } from './revenue-per-visitor.ts'

describe('dollars per visitor by the normal approximation', () => {
  // A: 100 visitors, 10 gave $10 → mean 1, variance (1000 − 100)/99; B: 100 visitors, 10 gave $20 → mean 2.
  const a = { visitors: 100, sum: 100, sumOfSquares: 1000 }
  const b = { visitors: 100, sum: 200, sumOfSquares: 4000 }

  it('mean and variance per visitor, those who gave nothing counted as 0', () => {
    expect(meanPerVisitor(a)).toBe(1)
    expect(variancePerVisitor(a)).toBeCloseTo(900 / 99, 12)
    expect(variancePerVisitor(b)).toBeCloseTo(3600 / 99, 12)
  })

  it('the lift B/A − 1 with the delta method on the log ratio', () => {
    const se = Math.sqrt(900 / 99 / 100 + 3600 / 99 / (100 * 4))
    const lift = revenueLift(a, b)
    expect(lift?.estimate).toBeCloseTo(1, 12)
    expect(lift?.low).toBeCloseTo(2 * Math.exp(-1.959963984540054 * se) - 1, 12)
    expect(lift?.high).toBeCloseTo(2 * Math.exp(1.959963984540054 * se) - 1, 12)
  })

  it('P(B > A) is Φ(difference / Welch standard error)', () => {
    // z = 1 / √(900/9900 + 3600/9900) = 1 / √(0.454545…) = 1.48324; Φ(1.48324) = 0.93100
    expect(probabilityRevenueBeats(a, b)).toBeCloseTo(0.931, 3)
    expect(probabilityRevenueBeats(b, a)).toBeCloseTo(0.069, 3)
  })

  it('empty and one-sided arms: no lift of or to nothing; the probability from what there is', () => {
    const none = { visitors: 0, sum: 0, sumOfSquares: 0 }
    const noGifts = { visitors: 100, sum: 0, sumOfSquares: 0 }
    expect(revenueLift(none, b)).toBeNull()
    expect(revenueLift(noGifts, b)).toBeNull()
    expect(probabilityRevenueBeats(none, b)).toBe(0.5)
    expect(probabilityRevenueBeats(noGifts, noGifts)).toBe(0.5)
    expect(probabilityRevenueBeats(noGifts, b)).toBeGreaterThan(0.99)
  })
})
