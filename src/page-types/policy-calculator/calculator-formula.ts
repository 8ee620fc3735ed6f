/**
 * What a policy's formula asks of one amount. Money is worked in integer cents and rates as the
 * exact fractions their decimals say (0.07 is 7/100, not the nearest binary float), so each line
 * is rounded once, half a cent up, and the total is the sum of the lines the visitor sees.
 */
import type { CalculatorFormula } from './policy-calculator.fields'

export type CalculationLine =
  | { kind: 'bracket'; rate: number; from: number; to: number | null; amount: number }
  | { kind: 'credit'; amount: number }

/** total > 0: the household pays more; total < 0: it gets money back. */
export type Calculation = { total: number; lines: CalculationLine[] }

const toCents = (units: number): bigint => BigInt(Math.round(units * 100))
const toUnits = (cents: bigint): number => Number(cents) / 100

/** numerator / denominator to the nearest integer, halves up; both non-negative, denominator > 0. */
const divideRounded = (numerator: bigint, denominator: bigint): bigint => (2n * numerator + denominator) / (2n * denominator)

/** A rate in [0, 1] as the fraction its shortest decimal notation says: 0.025 -> 25/1000, 5e-7 -> 5/10000000. */
function exactRate(rate: number): { numerator: bigint; denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?(?:e-(\d+))?$/.exec(String(rate))
  if (!match) throw new RangeError(`Not a rate from 0 to 1: ${rate}`)
  const [, whole = '0', fraction = '', exponent = '0'] = match
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length + Number(exponent)) }
}

function creditCents(credit: NonNullable<CalculatorFormula['credit']>, amount: bigint): bigint {
  const full = toCents(credit.amount)
  const start = toCents(credit.phaseOutStart)
  const end = toCents(credit.phaseOutEnd)
  if (amount <= start) return full
  if (amount >= end) return 0n
  return divideRounded(full * (end - amount), end - start)
}

/**
 * The change for one amount under a formula the fields schema has accepted (brackets ascending
 * from 0). Lines: each bracket with a rate that the amount reaches, then the credit if any is left.
 */
export function calculate(formula: CalculatorFormula, amount: number): Calculation {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount: ${amount}`)
  const cents = toCents(amount)
  const lines: CalculationLine[] = []
  let total = 0n

  for (const [index, bracket] of formula.brackets.entries()) {
    const next = formula.brackets[index + 1]
    const from = toCents(bracket.over)
    if (bracket.rate === 0 || cents <= from) continue
    const to = next ? toCents(next.over) : null
    const part = (to === null || cents < to ? cents : to) - from
    const { numerator, denominator } = exactRate(bracket.rate)
    const tax = divideRounded(part * numerator, denominator)
    total += tax
    lines.push({ kind: 'bracket', rate: bracket.rate, from: bracket.over, to: next ? next.over : null, amount: toUnits(tax) })
  }

  if (formula.credit) {
    const credit = creditCents(formula.credit, cents)
    if (credit > 0n) {
      total -= credit
      lines.push({ kind: 'credit', amount: toUnits(credit) })
    }
  }
  return { total: toUnits(total), lines }
}
