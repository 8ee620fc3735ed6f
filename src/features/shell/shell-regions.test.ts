import { describe, expect, it } from 'vitest'
import { visibleRegions } from './shell-regions'

const none = { disableAlertBar: false, disableDonateBar: false, disableNavigation: false, disableFooter: false, enableSplashPage: false }

describe('visibleRegions', () => {
  it('shows every flag region but the splash by default', () => {
    expect([...visibleRegions(none, 'contentDetail')]).toEqual(['alert-bar', 'navigation', 'donate-bar', 'footer'])
  })

  it.each([
    ['disableAlertBar', 'alert-bar'],
    ['disableNavigation', 'navigation'],
    ['disableDonateBar', 'donate-bar'],
    ['disableFooter', 'footer'],
  ] as const)('%s removes exactly the %s region', (flag, region) => {
    const regions = visibleRegions({ ...none, [flag]: true }, 'contentDetail')
    expect(regions.has(region)).toBe(false)
    expect(regions.size).toBe(3)
  })

  it('adds the splash for enableSplashPage and for the splash page type', () => {
    expect(visibleRegions({ ...none, enableSplashPage: true }, 'contentDetail').has('splash')).toBe(true)
    expect(visibleRegions(none, 'splashPage').has('splash')).toBe(true)
  })

  it('shows the default regions on a page without content, such as the 404 page', () => {
    expect(visibleRegions(null, null).size).toBe(4)
  })

  it('leaves the site donate bar off the donation page types, which carry their own ask, and the footer off display-ad landings', () => {
    for (const type of ['embeddableDonationForm', 'paymentCardForm', 'customDonationFormRedirect', 'adsLanding', 'googleAdsLanding']) {
      expect(visibleRegions(none, type).has('donate-bar')).toBe(false)
    }
    expect(visibleRegions(none, 'adsLanding').has('footer')).toBe(false)
    expect(visibleRegions(none, 'googleAdsLanding').has('footer')).toBe(true)
    expect(visibleRegions(none, 'donorWall').has('donate-bar')).toBe(true)
  })
})
