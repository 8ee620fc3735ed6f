import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../locale'
import { formatWholeDollars, formatWholeNumber } from './whole-numbers'

// Intl is the oracle: these formatters exist only to spare the browser its first use of it.
describe.each(LOCALES)('whole numbers in %s', (locale) => {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const dollars = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 })

  it('writes every whole number as Intl does', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => formatWholeNumber(value, locale) === number.format(value) && formatWholeDollars(value, locale) === dollars.format(value)))
  })

  it('rounds a fraction as Intl does', () => {
    for (const value of [0.5, 1.5, 2.5, 999.5, 1234.49, -0.4]) {
      expect(formatWholeNumber(value, locale)).toBe(number.format(value))
      expect(formatWholeDollars(value, locale)).toBe(dollars.format(value))
    }
  })
})
