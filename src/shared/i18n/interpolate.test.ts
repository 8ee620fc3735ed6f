import { describe, expect, it } from 'vitest'
import { interpolate } from './interpolate'

describe('interpolate', () => {
  it('fills every named placeholder', () => {
    expect(interpolate('{rate} on the part above {from}', { rate: '2%', from: '$1,000' })).toBe('2% on the part above $1,000')
  })

  it('leaves a placeholder it has no value for, so the gap is visible', () => {
    expect(interpolate('Step {step} of {total}', { step: 2 })).toBe('Step 2 of {total}')
  })
})
