import { describe, expect, it } from 'vitest'
import { amountTextOf } from './amount-search-param'
import { parseAmount } from './parse-amount'

const read = (value: unknown) => {
  const text = amountTextOf(value)
  return text === null ? null : parseAmount(text, 'en-US', 1_000_000_000_000)
}

describe('amountTextOf', () => {
  it('asks for nothing when the URL has no amount', () => {
    expect(amountTextOf(undefined)).toBeNull()
    expect(amountTextOf(null)).toBeNull()
  })

  it('keeps text as the visitor wrote it', () => {
    expect(amountTextOf('1,250,000.50')).toBe('1,250,000.50')
    expect(amountTextOf('')).toBe('')
  })

  it('writes a number the router has already read in plain digits', () => {
    expect(amountTextOf(250_000)).toBe('250000')
    expect(amountTextOf(1_250_000.5)).toBe('1250000.5')
    expect(amountTextOf(-5)).toBe('-5')
    expect(amountTextOf(1e21)).toBe('1000000000000000000000')
  })

  it('turns every other value into an answer parseAmount refuses, never into a number', () => {
    expect(read(true)).toEqual({ ok: false, reason: 'notANumber' })
    expect(read({ value: 5 })).toEqual({ ok: false, reason: 'notANumber' })
    expect(read([5, 6])).toEqual({ ok: false, reason: 'notANumber' })
    expect(read(Number.POSITIVE_INFINITY)).toEqual({ ok: false, reason: 'notANumber' })
    expect(read(1e21)).toEqual({ ok: false, reason: 'tooLarge' })
    expect(read(-5)).toEqual({ ok: false, reason: 'negative' })
  })
})
