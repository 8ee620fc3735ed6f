import { describe, expect, it } from 'vitest'
import { MAX_QUERY_LENGTH, searchQueryOf } from './search-query'

describe('the search query in the URL', () => {
  it('is the trimmed text of ?q=, also when the router read it as a number', () => {
    expect(searchQueryOf({ q: '  clean water ' })).toBe('clean water')
    expect(searchQueryOf({ q: 2026 })).toBe('2026')
  })

  it('is empty when absent or not text', () => {
    expect(searchQueryOf({})).toBe('')
    expect(searchQueryOf({ q: ['a', 'b'] })).toBe('')
    expect(searchQueryOf({ q: { $ne: 1 } })).toBe('')
    expect(searchQueryOf({ q: null })).toBe('')
  })

  it(`is cut to ${MAX_QUERY_LENGTH} characters`, () => {
    expect(searchQueryOf({ q: 'a'.repeat(500) })).toHaveLength(MAX_QUERY_LENGTH)
  })
})
