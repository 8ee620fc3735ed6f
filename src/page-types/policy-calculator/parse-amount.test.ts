import { describe, expect, it } from 'vitest'
import { MAX_AMOUNT_TEXT_LENGTH, parseAmount, type ParsedAmount } from './parse-amount'

const MAX = 1_000_000_000_000
const ok = (value: number): ParsedAmount => ({ ok: true, value })
const problem = (reason: Extract<ParsedAmount, { ok: false }>['reason']): ParsedAmount => ({ ok: false, reason })

describe('parseAmount', () => {
  describe.each(['en-US', 'es-MX'] as const)('in %s', (locale) => {
    it.each<[string, ParsedAmount]>([
      ['250000', ok(250_000)],
      ['1,250,000.50', ok(1_250_000.5)],
      ['$1,250,000', ok(1_250_000)],
      ['$ 85,000', ok(85_000)],
      ['  85000  ', ok(85_000)],
      ['\u00a085,000\u00a0', ok(85_000)],
      ['0', ok(0)],
      ['0.5', ok(0.5)],
      ['.5', ok(0.5)],
      ['12.', ok(12)],
      ['007', ok(7)],
      ['-0', ok(0)],
    ])('reads %j', (text, expected) => {
      expect(parseAmount(text, locale, MAX)).toEqual(expected)
    })

    it.each<[string, ParsedAmount]>([
      ['1.004', ok(1)],
      ['1.005', ok(1.01)],
      ['2.675', ok(2.68)],
      ['0.999', ok(1)],
      ['19.9949999', ok(19.99)],
    ])('rounds more than two decimals to the cent, halves up: %j', (text, expected) => {
      expect(parseAmount(text, locale, MAX)).toEqual(expected)
    })

    it.each(['', '   ', '\t\n'])('calls %j empty', (text) => {
      expect(parseAmount(text, locale, MAX)).toEqual(problem('empty'))
    })

    it.each([
      'abc',
      '12abc',
      '$',
      '.',
      '-',
      '1e6',
      '1E6',
      'NaN',
      'Infinity',
      '-Infinity',
      '1.2.3',
      '1..2',
      '1,2345',
      '12,34',
      '1,000,00',
      ',100',
      '1,000.000,5',
      '0x10',
      '1 000',
      '+5',
      '--5',
      '-$-5',
      '5-',
      '5$',
      '€5',
      '١٢٣',
    ])('refuses %j as not a number', (text) => {
      expect(parseAmount(text, locale, MAX)).toEqual(problem('notANumber'))
    })

    it.each(['-5', '-$5', '$-5', '- 5', '\u22125', '-0.01'])('calls %j negative', (text) => {
      expect(parseAmount(text, locale, MAX)).toEqual(problem('negative'))
    })

    it('takes the largest amount allowed and refuses a cent more', () => {
      expect(parseAmount('1,000,000,000,000', locale, MAX)).toEqual(ok(MAX))
      expect(parseAmount('1000000000000.01', locale, MAX)).toEqual(problem('tooLarge'))
      expect(parseAmount('1000000000000.004', locale, MAX)).toEqual(ok(MAX))
    })

    it('calls a huge amount too large, however many digits, and never answers NaN or Infinity', () => {
      expect(parseAmount('99999999999999999', locale, MAX)).toEqual(problem('tooLarge'))
      expect(parseAmount('9'.repeat(400), locale, MAX)).toEqual(problem('tooLarge'))
    })

    it('refuses text past the length cap unread, and reads a sign followed by many blanks in one pass', () => {
      expect(parseAmount('9'.repeat(MAX_AMOUNT_TEXT_LENGTH + 1), locale, MAX)).toEqual(problem('notANumber'))
      expect(parseAmount(`-${' '.repeat(MAX_AMOUNT_TEXT_LENGTH - 2)}x`, locale, MAX)).toEqual(problem('notANumber'))
      expect(parseAmount(`-${' '.repeat(100)}$ ${' '.repeat(100)}5`, locale, MAX)).toEqual(problem('negative'))
      expect(parseAmount(`$${' '.repeat(100)}5`, locale, MAX)).toEqual(ok(5))
    })
  })
})
