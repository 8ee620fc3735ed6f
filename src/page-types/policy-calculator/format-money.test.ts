import { describe, expect, it } from 'vitest'
import { formatMoney, formatRate } from './format-money'

describe('formatMoney', () => {
  it.each(['en-US', 'es-MX'] as const)('in %s, shows whole amounts without cents and others to the cent', (locale) => {
    expect(formatMoney(250_000, 'USD', locale)).toBe('$250,000')
    expect(formatMoney(1_000_000_000_000, 'USD', locale)).toBe('$1,000,000,000,000')
    expect(formatMoney(1124.99, 'USD', locale)).toBe('$1,124.99')
    expect(formatMoney(0.5, 'USD', locale)).toBe('$0.50')
    expect(formatMoney(0.01, 'USD', locale)).toBe('$0.01')
  })

  it.each(['en-US', 'es-MX'] as const)('in %s, writes pesos with the narrow symbol and other currencies with theirs', (locale) => {
    expect(formatMoney(1_234_567.89, 'MXN', locale)).toBe('$1,234,567.89')
    expect(formatMoney(3, 'EUR', locale)).toBe('€3')
  })

  it('never prints a negative zero', () => {
    expect(formatMoney(-0, 'USD', 'en-US')).toBe('$0')
    expect(formatMoney(-0, 'USD', 'es-MX')).toBe('$0')
  })
})

describe('formatRate', () => {
  it.each(['en-US', 'es-MX'] as const)('in %s, writes a rate as a percent with only the decimals it has', (locale) => {
    expect(formatRate(0.02, locale)).toBe('2%')
    expect(formatRate(0.025, locale)).toBe('2.5%')
    expect(formatRate(0.00125, locale)).toBe('0.125%')
    expect(formatRate(1, locale)).toBe('100%')
  })
})
