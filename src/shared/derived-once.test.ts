import { describe, expect, it } from 'vitest'
import { derivedOnce } from './derived-once'

describe('derivedOnce', () => {
  it('derives once per source and key, and again for another source', () => {
    let calls = 0
    const memo = derivedOnce<object, { n: number }>(2)
    const source = {}
    const first = memo(source, 'a', () => ({ n: ++calls }))
    expect(memo(source, 'a', () => ({ n: ++calls }))).toBe(first)
    expect(memo(source, 'b', () => ({ n: ++calls })).n).toBe(2)
    expect(memo({}, 'a', () => ({ n: ++calls })).n).toBe(3)
  })

  it('keeps no more keys per source than its bound: past it, a result is made each time', () => {
    let calls = 0
    const memo = derivedOnce<object, number>(1)
    const source = {}
    memo(source, 'kept', () => ++calls)
    expect(memo(source, 'other', () => ++calls)).toBe(2)
    expect(memo(source, 'other', () => ++calls)).toBe(3)
    expect(memo(source, 'kept', () => ++calls)).toBe(1)
  })
})
