import { describe, expect, it } from 'vitest'
import { chiSquareUpperTail, logGamma, normalCdf, upperRegularizedGamma } from './special-functions.ts'

describe('special functions', () => {
  it('log-gamma matches factorials', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12)
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12)
    expect(logGamma(101)).toBeCloseTo(363.73937555556347, 9)
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12)
  })

  it('the chi-square tail: 1 degree of freedom is erfc(√(x/2)), 2 degrees exp(−x/2)', () => {
    expect(chiSquareUpperTail(3.841458820694124, 1)).toBeCloseTo(0.05, 10)
    expect(chiSquareUpperTail(4, 1)).toBeCloseTo(0.04550026389635842, 10)
    expect(chiSquareUpperTail(6, 2)).toBeCloseTo(Math.exp(-3), 12)
    expect(chiSquareUpperTail(0, 3)).toBe(1)
    expect(upperRegularizedGamma(1, 50)).toBeCloseTo(Math.exp(-50), 25)
  })

  it('the normal distribution function', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 12)
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 10)
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 10)
  })
})
