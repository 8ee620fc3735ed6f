import { describe, expect, it } from 'vitest'
import { calculatorFields } from '../../../tests/fixtures/page-types/policy-calculator-fixture'
import { parsePageFields } from '../../content-model/page-fields'
import { policyCalculatorFields } from './policy-calculator.fields'

const fields = calculatorFields('en-US')
const withFormula = (formula: Record<string, unknown>) => ({ ...fields, formula: { ...fields.formula, ...formula } })

/** The first problem as the content loader reports it: the field (with the path inside it) and the message. */
function problem(candidate: Record<string, unknown>): { path: string; message: string } | null {
  const first = parsePageFields(policyCalculatorFields, candidate).problems[0]
  if (!first) return null
  return { path: first.path ? `${first.field}.${first.path}` : first.field, message: first.message }
}

describe('policyCalculatorFields', () => {
  it('accepts the calculator page in both languages, and a formula without a credit or optional copy', () => {
    expect(problem(fields)).toBeNull()
    expect(problem(calculatorFields('es-MX'))).toBeNull()
    const { inputHint: _hint, creditLabel: _label, body: _body, ...required } = fields
    expect(problem({ ...required, formula: { ...fields.formula, credit: undefined } })).toBeNull()
  })

  it('refuses brackets out of order', () => {
    const brackets = [
      { over: 0, rate: 0 },
      { over: 10_000_000, rate: 0.03 },
      { over: 1_000_000, rate: 0.02 },
    ]
    expect(problem(withFormula({ brackets }))).toEqual({ path: 'formula.brackets.2.over', message: expect.stringContaining('ascending') })
  })

  it('refuses two brackets that start at the same amount', () => {
    const brackets = [
      { over: 0, rate: 0 },
      { over: 0, rate: 0.02 },
    ]
    expect(problem(withFormula({ brackets }))?.path).toBe('formula.brackets.1.over')
  })

  it('refuses a first bracket that does not start at 0, and no brackets at all', () => {
    expect(problem(withFormula({ brackets: [{ over: 100, rate: 0.02 }] }))).toEqual({ path: 'formula.brackets.0.over', message: 'the first bracket must start at 0' })
    expect(problem(withFormula({ brackets: [] }))?.path).toBe('formula.brackets')
  })

  it.each([-0.01, 1.5, 2, Number.NaN])('refuses the rate %s, which is not a fraction from 0 to 1', (rate) => {
    expect(problem(withFormula({ brackets: [{ over: 0, rate }] }))?.path).toBe('formula.brackets.0.rate')
  })

  it('refuses a phase-out that ends where or before it starts', () => {
    const credit = { amount: 1500, phaseOutStart: 120_000, phaseOutEnd: 60_000 }
    expect(problem(withFormula({ credit }))).toEqual({ path: 'formula.credit.phaseOutEnd', message: 'phaseOutEnd must be above phaseOutStart' })
    expect(problem(withFormula({ credit: { ...credit, phaseOutEnd: 120_000 } }))?.path).toBe('formula.credit.phaseOutEnd')
  })

  it('refuses an unknown currency and a maximum that is not a positive, safely countable amount', () => {
    expect(problem(withFormula({ currency: 'DOLLARS' }))?.path).toBe('formula.currency')
    expect(problem(withFormula({ currency: 'usd' }))?.path).toBe('formula.currency')
    expect(problem(withFormula({ maxInput: 0 }))?.path).toBe('formula.maxInput')
    expect(problem(withFormula({ maxInput: 1e17 }))?.path).toBe('formula.maxInput')
  })

  it('refuses a misspelt formula key rather than ignoring it', () => {
    expect(problem(withFormula({ credits: fields.formula?.credit }))?.path).toBe('formula')
  })

  it('refuses result sentences without {amount}', () => {
    expect(problem({ ...fields, increaseText: 'You would pay more.' })).toEqual({ path: 'increaseText', message: 'increaseText must contain {amount}' })
    expect(problem({ ...fields, decreaseText: 'You would get money back.' })?.path).toBe('decreaseText')
  })

  it('asks for a credit label when the formula has a credit', () => {
    const { creditLabel: _label, ...withoutLabel } = fields
    expect(problem(withoutLabel)).toEqual({ path: 'creditLabel', message: 'creditLabel is required when the formula has a credit' })
  })
})
