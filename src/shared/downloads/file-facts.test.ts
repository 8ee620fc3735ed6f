import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../locale'
import { fileKind, fileSize } from './file-facts'

describe('file facts', () => {
  it('names the kind of a file from its content type, or its extension', () => {
    expect(fileKind('application/pdf', '/a/checklist')).toBe('PDF')
    expect(fileKind('application/octet-stream', '/a/sign-in-sheet.csv')).toBe('CSV')
    expect(fileKind('application/octet-stream', '/a/file')).toBeNull()
  })

  it('gives sizes in the visitor’s number format', () => {
    expect(fileSize(512, 'en-US')).toBe('0.5 kB')
    expect(fileSize(2_345, 'en-US')).toBe('2.3 kB')
    expect(fileSize(245_000, 'en-US')).toBe('245 kB')
    expect(fileSize(1_400_000, 'es-MX')).toBe('1.4 MB')
    expect(fileSize(null, 'en-US')).toBeNull()
  })

  it.each(LOCALES)('writes every size as Intl does in %s', (locale) => {
    const intl = (bytes: number) => {
      const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(bytes / 1_000, 0.1), 'kilobyte']
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)
    }
    for (const bytes of [0, 1, 99, 100, 149, 150, 9_949, 9_950, 9_999, 10_000, 999_499, 999_500, 999_999, 1_000_000, 1_450_000, 1_449_999, 9_950_000, 10_500_000, 2_500_000_000]) expect(fileSize(bytes, locale)).toBe(intl(bytes))
    fc.assert(fc.property(fc.integer({ min: 0, max: 5e10 }), (bytes) => fileSize(bytes, locale) === intl(bytes)))
  })
})
