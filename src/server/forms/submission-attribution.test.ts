import { describe, expect, it } from 'vitest'
import { attributionOf } from './submission-attribution'

describe('a submission’s attribution', () => {
  it('keeps the refcodes the browser sent, in the provider’s characters', () => {
    expect(attributionOf({ refcode: ' spring-email ', refcode2: 'heroTest_bold' }, null)).toEqual({ refcode: 'spring_email', refcode2: 'heroTest_bold' })
  })

  it('leaves out what is empty, not text, or far too long to be a refcode', () => {
    expect(attributionOf({ refcode: '', refcode2: '   ' }, null)).toEqual({ refcode: null, refcode2: null })
    expect(attributionOf({ refcode: 'x'.repeat(501) }, null)).toEqual({ refcode: null, refcode2: null })
    expect(attributionOf({ refcode: 42 as unknown as string }, null)).toEqual({ refcode: null, refcode2: null })
    expect(attributionOf(undefined, null)).toEqual({ refcode: null, refcode2: null })
  })

  it('takes the variations from the visitor’s experiment cookie when the post names none', () => {
    const cookie = `other=1; exp=${encodeURIComponent(JSON.stringify({ homeHero: 'bold', askTest: 'control' }))}`
    expect(attributionOf({ refcode: 'ad_7' }, cookie)).toEqual({ refcode: 'ad_7', refcode2: 'askTest_control__homeHero_bold' })
    // Variations the browser sent win over the cookie's.
    expect(attributionOf({ refcode2: 'homeHero_plain' }, cookie).refcode2).toBe('homeHero_plain')
  })

  it('takes the server’s signed refcode2 from its cookie first when the post names none', () => {
    const cookie = `exp=${encodeURIComponent(JSON.stringify({ homeHero: 'bold' }))}; exp_ref2=homeHero_bold__s0123456789ab`
    expect(attributionOf({ refcode: 'ad_7' }, cookie).refcode2).toBe('homeHero_bold__s0123456789ab')
    // A cookie value that is not in the provider's shape is no refcode.
    expect(attributionOf({}, 'exp_ref2=a%20b').refcode2).toBeNull()
  })
})
