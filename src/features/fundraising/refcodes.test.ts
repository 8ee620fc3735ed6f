import { describe, expect, it } from 'vitest'
import { TRACKING_VALUE_MAX_LENGTH } from '../../shared/fundraising/refcode-format'
import { withRefcodes } from './donate-links'
import { firstTouchRefcode, refcodeFromExperiments, refcodeFromSearch, sanitizeRefcode } from './refcodes'
import { memoryStorage } from '../../../tests/support/memory-storage'

describe('refcodes', () => {
  it('are sanitised to letters, digits and underscores, accents folded, at most 100 characters', () => {
    expect(sanitizeRefcode('email-blast 11/20')).toBe('email_blast_11_20')
    expect(sanitizeRefcode('campaña')).toBe('campana')
    expect(sanitizeRefcode('"><script>alert(1)</script>')).toBe('script_alert_1_script')
    expect(sanitizeRefcode('---')).toBeNull()
    expect(sanitizeRefcode('x'.repeat(300))).toHaveLength(100)
  })

  it('come from ?refcode=, or else from the utm_* values in source, medium, campaign order', () => {
    expect(refcodeFromSearch(new URLSearchParams('refcode=tw_1&utm_source=x'))).toBe('tw_1')
    expect(refcodeFromSearch(new URLSearchParams('utm_campaign=debate&utm_source=facebook&utm_medium=paid'))).toBe('facebook_paid_debate')
    expect(refcodeFromSearch(new URLSearchParams('q=water'))).toBeNull()
  })

  it('ignore a URL value longer than the tracking cap rather than cut it, and keep the others', () => {
    const long = `a${'_'.repeat(TRACKING_VALUE_MAX_LENGTH)}b`
    expect(refcodeFromSearch(new URLSearchParams(`refcode=${long}&utm_source=news`))).toBe('news')
    expect(refcodeFromSearch(new URLSearchParams(`utm_source=${long}&utm_medium=1`))).toBe('1')
    expect(refcodeFromSearch(new URLSearchParams(`utm_source=${long}`))).toBeNull()
    expect(sanitizeRefcode('x'.repeat(TRACKING_VALUE_MAX_LENGTH))).toHaveLength(100)
    expect(sanitizeRefcode('x'.repeat(TRACKING_VALUE_MAX_LENGTH + 1))).toBeNull()
  })

  it('keep the first touch: a later refcode does not replace it, until it is 30 days old', () => {
    const storage = memoryStorage()
    const day = 24 * 60 * 60 * 1000
    expect(firstTouchRefcode(storage, new URLSearchParams('refcode=first'), 0)).toBe('first')
    expect(firstTouchRefcode(storage, new URLSearchParams('refcode=second'), 5 * day)).toBe('first')
    expect(firstTouchRefcode(storage, new URLSearchParams(''), 10 * day)).toBe('first')
    expect(firstTouchRefcode(storage, new URLSearchParams('refcode=later'), 31 * day)).toBe('later')
    expect(firstTouchRefcode(null, new URLSearchParams('refcode=no_storage'))).toBe('no_storage')
  })

  it('put every experiment variation in the second refcode, control included, sorted by experiment', () => {
    expect(refcodeFromExperiments({ heroTest: 'bold', donateCopy: 'control', askTest: 'b 2' })).toBe('askTest_b_2__donateCopy_control__heroTest_bold')
    expect(refcodeFromExperiments({ heroTest: 'control' })).toBe('heroTest_control')
    expect(refcodeFromExperiments({})).toBeNull()
  })

  it('leave out whole variations that do not fit the provider’s 100 characters, never half of one', () => {
    const long = { a: 'x'.repeat(60), b: 'y'.repeat(60), c: 'short' }
    expect(refcodeFromExperiments(long)).toBe(`a_${'x'.repeat(60)}__c_short`)
    expect(refcodeFromExperiments({ only: 'z'.repeat(200) })).toHaveLength(100)
  })

  it('are added to site and provider donate links without overriding a link’s own refcode', () => {
    const refcodes = { refcode: 'tw_1', refcode2: 'hero_b' }
    expect(withRefcodes('/donate', refcodes)).toBe('/donate?refcode=tw_1&refcode2=hero_b')
    expect(withRefcodes('https://provider.example/donate/main?amount=25#form', refcodes)).toBe('https://provider.example/donate/main?amount=25&refcode=tw_1&refcode2=hero_b#form')
    expect(withRefcodes('/donate?refcode=editor', refcodes)).toBe('/donate?refcode=editor&refcode2=hero_b')
    expect(withRefcodes('mailto:give@example.org', refcodes)).toBe('mailto:give@example.org')
    expect(withRefcodes('/donate', { refcode: null, refcode2: null })).toBe('/donate')
  })

  it('never emit an express-lane auto-charge link, even when the CMS wrote one', () => {
    expect(withRefcodes('https://provider.example/donate/main?express_lane=true&amount=25', { refcode: 'tw_1', refcode2: null })).toBe('https://provider.example/donate/main?amount=25&refcode=tw_1')
    expect(withRefcodes('https://provider.example/donate/main?express_lane=true', { refcode: null, refcode2: null })).toBe('https://provider.example/donate/main')
  })
})
