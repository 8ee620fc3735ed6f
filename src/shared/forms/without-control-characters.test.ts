import { describe, expect, it } from 'vitest'
import { withoutControlCharacters } from './without-control-characters'

describe('typed text', () => {
  it('loses the control characters nobody types, keeping tabs and line breaks', () => {
    expect(withoutControlCharacters('abc\u0000def\u0007\u001B[31m')).toBe('abcdef[31m')
    expect(withoutControlCharacters('Línea 1\r\nLínea 2\tfin')).toBe('Línea 1\r\nLínea 2\tfin')
  })

  it('turns a lone surrogate into the replacement character and keeps a pair', () => {
    expect(withoutControlCharacters('a\uD800b')).toBe('a\uFFFDb')
    expect(withoutControlCharacters('🗳️')).toBe('🗳️')
  })
})
