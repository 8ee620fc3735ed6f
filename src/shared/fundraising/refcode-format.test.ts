import { describe, expect, it } from 'vitest'
import { boundedTrackingValue, joinedRefcode, sanitizeRefcode, TRACKING_VALUE_MAX_LENGTH } from './refcode-format'

describe('refcode format', () => {
  it('trims leading and trailing underscores as before, keeping inner ones', () => {
    expect(sanitizeRefcode('__spring__email__')).toBe('spring__email')
    expect(sanitizeRefcode(' -spring email- ')).toBe('spring_email')
    expect(sanitizeRefcode('_')).toBeNull()
    expect(sanitizeRefcode('a')).toBe('a')
    // Cut to 100 characters, then no underscore is left at the end.
    expect(sanitizeRefcode(`${'x'.repeat(99)}__yy`)).toBe('x'.repeat(99))
  })

  it('ignores a value past the tracking cap instead of cutting it', () => {
    expect(boundedTrackingValue('x'.repeat(TRACKING_VALUE_MAX_LENGTH))).toHaveLength(TRACKING_VALUE_MAX_LENGTH)
    expect(boundedTrackingValue('x'.repeat(TRACKING_VALUE_MAX_LENGTH + 1))).toBeNull()
    expect(boundedTrackingValue(42)).toBeNull()
    expect(sanitizeRefcode(`a${'_'.repeat(14_000)}b`)).toBeNull()
  })

  it('joins utm values with underscores, leaving out blank ones and ones past the cap', () => {
    expect(joinedRefcode(['facebook', null, ' ', 'debate'])).toBe('facebook_debate')
    expect(joinedRefcode(['x'.repeat(TRACKING_VALUE_MAX_LENGTH + 1), 'paid'])).toBe('paid')
    expect(joinedRefcode([null, undefined, ''])).toBeNull()
  })
})
