import { describe, expect, it } from 'vitest'
import { REFCODE_PATTERN } from '../../shared/fundraising/refcode-format'
import { pairsInclude, signedRefcode2, verifiedPairs } from './signed-refcode2'

const SECRET = 'unit-test-signing-secret-0123'

describe('the signed second refcode', () => {
  it('is the pairs and a signature segment, within the provider’s rule, and verifies', () => {
    const refcode2 = signedRefcode2({ 'hero test': 'bold', ask: 'control' }, SECRET)
    expect(refcode2).toMatch(/^ask_control__hero_test_bold__s[0-9a-f]{12}$/)
    expect(refcode2).toMatch(REFCODE_PATTERN)
    expect(verifiedPairs(refcode2, SECRET)).toBe('ask_control__hero_test_bold')
  })

  it('stays within 100 characters, leaving whole pairs out', () => {
    const refcode2 = signedRefcode2({ a: 'x'.repeat(60), b: 'y'.repeat(30), c: 'z' }, SECRET)
    expect(refcode2?.length).toBeLessThanOrEqual(100)
    expect(verifiedPairs(refcode2, SECRET)).toBe(`a_${'x'.repeat(60)}__c_z`)
  })

  it('does not verify unsigned, altered, forged or otherwise-signed values', () => {
    const refcode2 = signedRefcode2({ hero: 'control' }, SECRET) ?? ''
    expect(verifiedPairs('hero_bold', SECRET)).toBeNull()
    expect(verifiedPairs(refcode2.replace('control', 'bold'), SECRET)).toBeNull()
    expect(verifiedPairs('hero_bold__s0123456789ab', SECRET)).toBeNull()
    expect(verifiedPairs(signedRefcode2({ hero: 'bold' }, 'another-secret-0123456789'), SECRET)).toBeNull()
    expect(verifiedPairs(refcode2, undefined)).toBeNull()
  })

  it('is none without assignments or without a secret', () => {
    expect(signedRefcode2({}, SECRET)).toBeNull()
    expect(signedRefcode2({ hero: 'bold' }, undefined)).toBeNull()
  })

  it('tells whether verified pairs hold an assignment, whole pairs only', () => {
    expect(pairsInclude('ask_b_long__hero_bold', 'ask', 'b_long')).toBe(true)
    expect(pairsInclude('ask_b_long__hero_bold', 'ask', 'b')).toBe(false)
  })
})
