import { describe, expect, it } from 'vitest'
import { parseJsonWithoutControlCharacters, withoutControlCharacters } from './control-characters'

describe('withoutControlCharacters', () => {
  it('removes C0 controls but keeps tabs and line breaks', () => {
    expect(withoutControlCharacters('A\u0000n\u0007a\u001b\tB\r\nC\u007f')).toBe('Ana\tB\r\nC\u007f')
  })

  it('replaces a lone surrogate, keeps a pair', () => {
    expect(withoutControlCharacters('a\ud800b😀')).toBe('a\ufffdb😀')
  })
})

describe('parseJsonWithoutControlCharacters', () => {
  it('cleans every string, keys included, at any depth', () => {
    expect(parseJsonWithoutControlCharacters('{"a\\u0000b":[{"c":"d\\u0000e"}],"n":1,"t":null}')).toEqual({ ab: [{ c: 'de' }], n: 1, t: null })
  })

  it('throws on what is not JSON', () => {
    expect(() => parseJsonWithoutControlCharacters('{')).toThrow(SyntaxError)
  })
})
