import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit'

describe('the submission rate limit', () => {
  it('lets a client send up to the limit, then refuses until the window has passed', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 })
    expect([0, 1, 2, 3].map((second) => limiter.allow('a', second * 1000))).toEqual([true, true, true, false])
    expect(limiter.allow('b', 3000)).toBe(true)
    expect(limiter.allow('a', 61_000)).toBe(true)
  })

  it('forgets the least recently seen clients beyond its size', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 })
    limiter.allow('a', 0)
    limiter.allow('b', 0)
    limiter.allow('c', 0)
    // "a" was forgotten, so it may send again; "c" was not.
    expect(limiter.allow('a', 1)).toBe(true)
    expect(limiter.allow('c', 1)).toBe(false)
  })
})
