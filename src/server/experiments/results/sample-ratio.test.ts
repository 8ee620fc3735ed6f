import { describe, expect, it } from 'vitest'
import { sampleRatioCheck } from './sample-ratio.ts'

describe('the sample-ratio-mismatch check', () => {
  it('an even split passes with p = 1', () => {
    expect(sampleRatioCheck([500, 500, 500])).toEqual({ chiSquare: 0, pValue: 1, mismatch: false })
  })

  it('60/40 of 100 is χ² = 4 with one degree of freedom: p = erfc(√2) = 0.0455, no warning', () => {
    const check = sampleRatioCheck([60, 40])
    expect(check?.chiSquare).toBe(4)
    expect(check?.pValue).toBeCloseTo(0.04550026389635842, 10)
    expect(check?.mismatch).toBe(false)
  })

  it('three arms 1100/1000/900: χ² = 20, two degrees of freedom, p = e^−10: broken assignment', () => {
    const check = sampleRatioCheck([1100, 1000, 900])
    expect(check?.chiSquare).toBeCloseTo(20, 12)
    expect(check?.pValue).toBeCloseTo(Math.exp(-10), 12)
    expect(check?.mismatch).toBe(true)
  })

  it('nothing to check without two arms and some visitors', () => {
    expect(sampleRatioCheck([])).toBeNull()
    expect(sampleRatioCheck([10])).toBeNull()
    expect(sampleRatioCheck([0, 0])).toBeNull()
    expect(sampleRatioCheck([0, 30])?.mismatch).toBe(true)
  })
})
