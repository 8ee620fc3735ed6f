import { describe, expect, it } from 'vitest'
import { posterior, probabilityBBeatsA, rateInterval, rateLift } from './beta-binomial.ts'

describe('Beta–binomial conversion rates with a Beta(1,1) prior', () => {
  it('P(B > A) of Beta(2,1) over Beta(1,1) is 2/3 (∫ b · 2b db)', () => {
    expect(probabilityBBeatsA({ alpha: 1, beta: 1 }, { alpha: 2, beta: 1 })).toBeCloseTo(2 / 3, 12)
    expect(probabilityBBeatsA({ alpha: 2, beta: 1 }, { alpha: 1, beta: 1 })).toBeCloseTo(1 / 3, 12)
  })

  it('P(B > A) of Beta(1,2) over Beta(1,1) is 1/3 and of Beta(3,1) over Beta(2,1) 3/5', () => {
    expect(probabilityBBeatsA({ alpha: 1, beta: 1 }, { alpha: 1, beta: 2 })).toBeCloseTo(1 / 3, 12)
    // ∫ a² · 3b² over a < b, with densities 2a and 3b²: 3/5.
    expect(probabilityBBeatsA({ alpha: 2, beta: 1 }, { alpha: 3, beta: 1 })).toBeCloseTo(3 / 5, 12)
  })

  it('identical arms are even, and the two directions add to one at scale', () => {
    const a = posterior(30, 1000)
    expect(probabilityBBeatsA(a, a)).toBeCloseTo(0.5, 6)
    const b = posterior(45, 1000)
    expect(probabilityBBeatsA(a, b) + probabilityBBeatsA(b, a)).toBeCloseTo(1, 9)
    expect(probabilityBBeatsA(a, b)).toBeGreaterThan(0.95)
  })

  it('empty arms: the prior alone, even odds and a lift of zero', () => {
    const empty = posterior(0, 0)
    expect(empty).toEqual({ alpha: 1, beta: 1 })
    expect(probabilityBBeatsA(empty, empty)).toBeCloseTo(0.5, 12)
    const lift = rateLift(empty, empty)
    expect(lift.estimate).toBeCloseTo(0, 12)
    expect(lift.low).toBeLessThan(0)
    expect(lift.high).toBeGreaterThan(0)
  })

  it('one-sided: every visitor of B converted, none of A', () => {
    const a = posterior(0, 50)
    const b = posterior(50, 50)
    expect(probabilityBBeatsA(a, b)).toBeCloseTo(1, 12)
    expect(probabilityBBeatsA(b, a)).toBeCloseTo(0, 12)
  })

  it('more successes than trials are capped at the trials', () => {
    expect(posterior(12, 10)).toEqual({ alpha: 11, beta: 1 })
  })

  it('the lift interval by hand: 9/98 against 19/98 is 10/100 against 20/100, a ratio of 2', () => {
    // se = √(1/20 − 1/100 + 1/10 − 1/100) = √0.13; 2·exp(±1.96·0.36056)
    const lift = rateLift(posterior(9, 98), posterior(19, 98))
    expect(lift.estimate).toBeCloseTo(1, 12)
    expect(lift.low).toBeCloseTo(2 * Math.exp(-1.959963984540054 * Math.sqrt(0.13)) - 1, 12)
    expect(lift.low).toBeCloseTo(-0.01339, 4)
    expect(lift.high).toBeCloseTo(3.0543, 3)
  })
})

describe('an arm’s rate interval', () => {
  it('Beta(11, 91): mean 0.1078, sd √(11·91 / (102²·103)) = 0.03058', () => {
    const interval = rateInterval(posterior(10, 100))
    expect(interval.estimate).toBeCloseTo(11 / 102, 12)
    expect(interval.low).toBeCloseTo(11 / 102 - 1.959963984540054 * Math.sqrt((11 * 91) / (102 * 102 * 103)), 12)
    expect(interval.high - interval.estimate).toBeCloseTo(0.05994, 4)
  })

  it('stays within [0, 1] for an empty arm', () => {
    expect(rateInterval(posterior(0, 0))).toEqual({ estimate: 0.5, low: expect.closeTo(0, 1), high: expect.closeTo(1, 1) })
    expect(rateInterval(posterior(0, 0)).low).toBeGreaterThanOrEqual(0)
  })
})
