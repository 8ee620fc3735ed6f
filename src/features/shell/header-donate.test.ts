import { describe, expect, it } from 'vitest'
import { headerDonateHref } from './header-donate'
import type { ShellFundraising } from './shell-fundraising'

const asking: ShellFundraising = { allowed: true, donateHref: (href) => `${href}?refcode=tw_1`, alternative: null }
const donateBar = { ok: true as const, value: { link: { label: 'Donate', href: '/donate', external: false } } }

describe('the phone header’s Donate button', () => {
  it('goes where the donate bar goes, with the visitor’s refcodes', () => {
    expect(headerDonateHref(donateBar, true, asking)).toBe('/donate?refcode=tw_1')
  })

  it('is absent for a visitor in a fundraising-disabled state', () => {
    expect(headerDonateHref(donateBar, true, { ...asking, allowed: false })).toBeNull()
  })

  it('is absent where the page shows no donate bar (a page with its own ask, or the bar turned off)', () => {
    expect(headerDonateHref(donateBar, false, asking)).toBeNull()
  })

  it('is absent when the donate bar has no link, none at all, or malformed content', () => {
    expect(headerDonateHref({ ok: true, value: { link: null } }, true, asking)).toBeNull()
    expect(headerDonateHref({ ok: true, value: null }, true, asking)).toBeNull()
    expect(headerDonateHref({ ok: false, error: 'link: expected an entry' }, true, asking)).toBeNull()
  })
})
