import { describe, expect, it } from 'vitest'
import { formIdOf, offSiteOrigin } from './form-post'

describe('a form on its page', () => {
  it('has an id that is its anchor and its ?sent= value', () => {
    expect(formIdOf(undefined)).toBe('form')
    expect(formIdOf('pledge')).toBe('form-pledge')
  })

  it('names the origin its success redirect leaves the site for, and none for a page of the site', () => {
    expect(offSiteOrigin('https://secure.example.org/donate/main?refcode=x')).toBe('https://secure.example.org')
    expect(offSiteOrigin('HTTP://Partner.Example:8080/thanks')).toBe('http://partner.example:8080')
    expect(offSiteOrigin('/es/gracias')).toBeNull()
    expect(offSiteOrigin(null)).toBeNull()
    expect(offSiteOrigin('javascript:alert(1)')).toBeNull()
  })
})
