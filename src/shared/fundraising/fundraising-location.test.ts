import { describe, expect, it } from 'vitest'
import { isFundraisingDisabledLocation } from './fundraising-location'

// The site settings hold the disabled states upper-cased (normalize-site-settings).
const DISABLED = ['NV', 'TX']

describe('isFundraisingDisabledLocation', () => {
  it('is disabled for a visitor from a listed state, whatever the letter case of the detected state', () => {
    expect(isFundraisingDisabledLocation('TX', DISABLED)).toBe(true)
    expect(isFundraisingDisabledLocation('tx', DISABLED)).toBe(true)
    expect(isFundraisingDisabledLocation('Nv', DISABLED)).toBe(true)
  })

  it('is not disabled for a visitor from a state that is not listed', () => {
    expect(isFundraisingDisabledLocation('IA', DISABLED)).toBe(false)
  })

  it('is not disabled while the visitor’s state is unknown', () => {
    expect(isFundraisingDisabledLocation(undefined, DISABLED)).toBe(false)
  })

  it('is never disabled when no state is listed', () => {
    expect(isFundraisingDisabledLocation('TX', [])).toBe(false)
  })
})
