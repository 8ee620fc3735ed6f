import { describe, expect, it } from 'vitest'
import { calculate, type Calculation } from './calculator-formula'
import type { CalculatorFormula } from './policy-calculator.fields'

/** The policy on the calculator page: 2% above one million, 3% above ten million, a $1,500 credit phasing out from $60,000 to $120,000. */
const wealthTax: CalculatorFormula = {
  currency: 'USD',
  maxInput: 1_000_000_000_000,
  brackets: [
    { over: 0, rate: 0 },
    { over: 1_000_000, rate: 0.02 },
    { over: 10_000_000, rate: 0.03 },
  ],
  credit: { amount: 1500, phaseOutStart: 60_000, phaseOutEnd: 120_000 },
}

const credit = (amount: number) => ({ kind: 'credit', amount }) as const
const twoPercent = (amount: number) => ({ kind: 'bracket', rate: 0.02, from: 1_000_000, to: 10_000_000, amount }) as const
const threePercent = (amount: number) => ({ kind: 'bracket', rate: 0.03, from: 10_000_000, to: null, amount }) as const

// Every expectation worked by hand from the formula above.
const wealthTaxCases: ReadonlyArray<[label: string, amount: number, expected: Calculation]> = [
  ['nothing: the full credit comes back', 0, { total: -1500, lines: [credit(1500)] }],
  ['below the phase-out: the full credit', 45_000, { total: -1500, lines: [credit(1500)] }],
  ['exactly at the phase-out start: still the full credit', 60_000, { total: -1500, lines: [credit(1500)] }],
  ['halfway through the phase-out: half the credit', 90_000, { total: -750, lines: [credit(750)] }],
  ['inside the phase-out, to the cent: 1500 × 44,999.50 / 60,000 = 1,124.9875', 75_000.5, { total: -1124.99, lines: [credit(1124.99)] }],
  ['a cent below the phase-out end: a credit of 0.025¢ rounds to none', 119_999.99, { total: 0, lines: [] }],
  ['exactly at the phase-out end: no credit, no tax', 120_000, { total: 0, lines: [] }],
  ['between the credit and the tax', 500_000, { total: 0, lines: [] }],
  ['exactly at the first taxed bracket: nothing above it', 1_000_000, { total: 0, lines: [] }],
  ['25¢ above a million: 2% is half a cent, which rounds up', 1_000_000.25, { total: 0.01, lines: [twoPercent(0.01)] }],
  ['just above a million: 2% of 100', 1_000_100, { total: 2, lines: [twoPercent(2)] }],
  ['between the brackets: 2% of 4 million', 5_000_000, { total: 80_000, lines: [twoPercent(80_000)] }],
  ['exactly at ten million: the 3% bracket is not reached', 10_000_000, { total: 180_000, lines: [twoPercent(180_000)] }],
  ['above ten million: 2% of 9 million and 3% of 15 million', 25_000_000, { total: 630_000, lines: [twoPercent(180_000), threePercent(450_000)] }],
  [
    'the largest amount allowed: 3% of 999,990,000,000',
    1_000_000_000_000,
    { total: 29_999_880_000, lines: [twoPercent(180_000), threePercent(29_999_700_000)] },
  ],
  [
    'a cent below it: 3% of 999,989,999,999.99 is 29,999,699,999.9997',
    999_999_999_999.99,
    { total: 29_999_880_000, lines: [twoPercent(180_000), threePercent(29_999_700_000)] },
  ],
]

/** A second policy: two brackets from the first dollar, rates that binary floats cannot hold, no credit. */
const incomeTax: CalculatorFormula = {
  currency: 'MXN',
  maxInput: 10_000_000,
  brackets: [
    { over: 0, rate: 0.07 },
    { over: 10_000, rate: 0.125 },
  ],
}

const seven = (amount: number) => ({ kind: 'bracket', rate: 0.07, from: 0, to: 10_000, amount }) as const
const twelveAndAHalf = (amount: number) => ({ kind: 'bracket', rate: 0.125, from: 10_000, to: null, amount }) as const

const incomeTaxCases: ReadonlyArray<[label: string, amount: number, expected: Calculation]> = [
  ['nothing: no bracket is reached', 0, { total: 0, lines: [] }],
  ['7¢: 7% of it is 0.49¢, shown as a line of nothing', 0.07, { total: 0, lines: [seven(0)] }],
  ['100: exactly 7, not 7.000000000000001', 100, { total: 7, lines: [seven(7)] }],
  ['exactly at the second bracket', 10_000, { total: 700, lines: [seven(700)] }],
  ['above it, to the cent: 700 + 12.5% of 2,345.67 = 700 + 293.20875', 12_345.67, { total: 993.21, lines: [seven(700), twelveAndAHalf(293.21)] }],
]

describe('calculate', () => {
  it.each(wealthTaxCases)('the wealth tax at %s', (_label, amount, expected) => {
    expect(calculate(wealthTax, amount)).toEqual(expected)
  })

  it.each(incomeTaxCases)('a policy without a credit at %s', (_label, amount, expected) => {
    expect(calculate(incomeTax, amount)).toEqual(expected)
  })

  it('adds up: the total is the bracket lines less the credit', () => {
    const { total, lines } = calculate(wealthTax, 1_000_070)
    // 2% of 70 is 1.40; no credit is left at this amount.
    expect(lines).toEqual([twoPercent(1.4)])
    expect(total).toBe(1.4)
  })

  it('refuses an amount that is not a non-negative number rather than answering NaN', () => {
    expect(() => calculate(wealthTax, Number.NaN)).toThrow(RangeError)
    expect(() => calculate(wealthTax, -1)).toThrow(RangeError)
    expect(() => calculate(wealthTax, Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })

  it('reads a rate written in exponent notation exactly', () => {
    const tiny: CalculatorFormula = { currency: 'USD', maxInput: 1e12, brackets: [{ over: 0, rate: 5e-7 }] }
    // 5e-7 of 10,000,000 is 5.
    expect(calculate(tiny, 10_000_000)).toEqual({ total: 5, lines: [{ kind: 'bracket', rate: 5e-7, from: 0, to: null, amount: 5 }] })
  })
})
