import { describe, expect, it } from 'vitest'
import { donationSettingsOf, hostedDonationFormUrl } from './donation-settings'

describe('a donation page’s settings', () => {
  it('read the form, suggested amounts, thermometer goal and thank-you path', () => {
    expect(
      donationSettingsOf({ type: 'embeddableDonationForm', form: 'debate-night', amounts: [10, 25, '50'], thermometer: { goal: 250000, since: '2026-11-01', label: 'Debate goal' } }),
    ).toEqual({
      form: 'debate-night',
      amounts: [10, 25, 50],
      thermometer: { goalCents: 25_000_000, since: '2026-11-01T00:00:00.000Z', label: 'Debate goal' },
    })
  })

  it('leave out what an editor mistyped instead of failing the page', () => {
    expect(
      donationSettingsOf({ form: '../admin', amounts: [0, -5, 2.5, 5000, 'x', 20], thermometer: { goal: 'lots' } }),
    ).toEqual({ form: 'default', amounts: [20], thermometer: null })
    expect(donationSettingsOf({ thermometer: { goal: 1000, since: 'someday' } }).thermometer).toEqual({ goalCents: 100_000, since: null, label: null })
    expect(donationSettingsOf({ amounts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }).amounts).toHaveLength(8)
  })

  it('name the provider’s hosted form, in Spanish for es-MX', () => {
    expect(hostedDonationFormUrl('https://provider.example/donate', 'main', { locale: 'en-US' })).toBe('https://provider.example/donate/main')
    expect(hostedDonationFormUrl('/sandbox-donations/donate', 'main', { locale: 'es-MX', amount: 25 })).toBe('/sandbox-donations/donate/main?lang=es&amount=25')
  })
})
