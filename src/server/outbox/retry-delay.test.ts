import { describe, expect, it } from 'vitest'
import { retryAfterSeconds, retryDelaySeconds } from './retry-delay'

describe('the retry delay after a failed CRM delivery', () => {
  it('doubles from 5 s with each failure, drawn between half and all of it', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(attempts, () => 0))).toEqual([2.5, 5, 10, 20])
    expect([1, 2, 3, 4].map((attempts) => retryDelaySeconds(attempts, () => 1))).toEqual([5, 10, 20, 40])
    expect(retryDelaySeconds(2, () => 0.5)).toBe(7.5)
  })

  it('never waits more than 15 minutes, however many failures', () => {
    for (const attempts of [9, 10, 50, 2000]) expect(retryDelaySeconds(attempts, () => 0.999_999)).toBeLessThanOrEqual(900)
    expect(retryDelaySeconds(2000, () => 1)).toBe(900)
    expect(retryDelaySeconds(2000, () => 0)).toBe(450)
  })

  it('spreads rows that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelaySeconds(6)))
    expect(delays.size).toBeGreaterThan(40)
  })
})

describe("a CRM's Retry-After", () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  it('reads seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterSeconds('120', now)).toBe(120)
    expect(retryAfterSeconds('Wed, 25 Nov 2026 12:01:30 GMT', now)).toBe(90)
    expect(retryAfterSeconds('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0)
    expect(retryAfterSeconds(null, now)).toBeNull()
    expect(retryAfterSeconds('soon', now)).toBeNull()
  })
})
