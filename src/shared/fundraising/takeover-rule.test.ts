import { describe, expect, it } from 'vitest'
import { shouldShowTakeover, takeoverEndTime, takeoverMayShow, takeoverShowsEverywhere } from './takeover-rule'

const base = {
  contentType: 'campaignHomepage',
  language: 'en-US',
  endDate: '2026-11-03T23:59',
  takeoverCount: 1,
  now: Date.UTC(2026, 10, 3, 12, 0),
  timezoneOffsetMinutes: 0,
}

describe('shouldShowTakeover', () => {
  it('shows on the English homepage before the end date when there is a takeover', () => {
    expect(shouldShowTakeover(base)).toBe(true)
  })

  it.each([
    ['another page type', { contentType: 'contentDetail' }],
    ['Spanish', { language: 'es-MX' }],
    ['no takeovers', { takeoverCount: 0 }],
    ['no end date', { endDate: null }],
    ['an end date in the past', { now: Date.UTC(2026, 10, 4, 12, 0) }],
  ])('does not show for %s', (_, change) => {
    expect(shouldShowTakeover({ ...base, ...change })).toBe(false)
  })

  it('ends at the local wall-clock time: 23:59 in New York is 04:59 UTC the next day', () => {
    const newYork = { ...base, timezoneOffsetMinutes: 300 }
    expect(shouldShowTakeover({ ...newYork, now: Date.UTC(2026, 10, 4, 4, 58) })).toBe(true)
    expect(shouldShowTakeover({ ...newYork, now: Date.UTC(2026, 10, 4, 5, 0) })).toBe(false)
  })
})

describe('takeoverEndTime', () => {
  it('takes a date with an explicit zone as the instant it names', () => {
    expect(takeoverEndTime('2026-11-03T23:59:00-05:00', 480)).toBe(Date.UTC(2026, 10, 4, 4, 59))
  })

  it('returns null for a date it cannot read', () => {
    expect(takeoverEndTime('next tuesday', 0)).toBeNull()
  })
})

describe('takeoverMayShow: whether the server sends a page its takeovers', () => {
  const homepage = { contentType: 'campaignHomepage', language: 'en-US', takeoverCount: 1 }
  const end = Date.UTC(2026, 10, 3, 23, 59)

  it('keeps them until the end date has passed in every time zone (UTC−12 last)', () => {
    expect(takeoverMayShow({ ...homepage, endDate: '2026-11-03T23:59', now: end + 11 * 3_600_000 })).toBe(true)
    expect(takeoverMayShow({ ...homepage, endDate: '2026-11-03T23:59', now: end + 12 * 3_600_000 + 1 })).toBe(false)
    expect(takeoverMayShow({ ...homepage, endDate: '2026-11-03T23:59:00-05:00', now: end + 5 * 3_600_000 - 1 })).toBe(true)
  })

  it('leaves them out where they never show: another page type, another language, no takeover', () => {
    expect(takeoverMayShow({ ...homepage, contentType: 'contentDetail', endDate: '2099-01-01', now: end })).toBe(false)
    expect(takeoverMayShow({ ...homepage, language: 'es-MX', endDate: '2099-01-01', now: end })).toBe(false)
    expect(takeoverMayShow({ ...homepage, takeoverCount: 0, endDate: '2099-01-01', now: end })).toBe(false)
  })
})

describe('takeoverShowsEverywhere: whether the server renders the takeover in the HTML', () => {
  const homepage = { contentType: 'campaignHomepage', language: 'en-US', takeoverCount: 1 }
  const end = Date.UTC(2026, 10, 3, 23, 59)

  it('holds until the end date arrives in the first time zone (UTC+14), then the visitor’s clock decides', () => {
    expect(takeoverShowsEverywhere({ ...homepage, endDate: '2026-11-03T23:59', now: end - 14 * 3_600_000 - 1 })).toBe(true)
    expect(takeoverShowsEverywhere({ ...homepage, endDate: '2026-11-03T23:59', now: end - 14 * 3_600_000 })).toBe(false)
    // Still shown somewhere: the browser decides.
    expect(takeoverMayShow({ ...homepage, endDate: '2026-11-03T23:59', now: end - 14 * 3_600_000 })).toBe(true)
    // An instant is the same everywhere.
    expect(takeoverShowsEverywhere({ ...homepage, endDate: '2026-11-03T23:59:00-05:00', now: end + 5 * 3_600_000 - 1 })).toBe(true)
  })

  it('never holds where the takeover never shows', () => {
    expect(takeoverShowsEverywhere({ ...homepage, language: 'es-MX', endDate: '2099-01-01', now: end })).toBe(false)
    expect(takeoverShowsEverywhere({ ...homepage, endDate: null, now: end })).toBe(false)
  })
})
