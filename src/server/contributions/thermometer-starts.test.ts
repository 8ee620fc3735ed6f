import { describe, expect, it } from 'vitest'
import { buildContentIndex } from '../content/content-index.ts'
import { readExportFile } from '../content/read-export-file.ts'
import { donationSettingsOf } from '../../shared/fundraising/donation-settings.ts'
import { LOCALES } from '../../shared/locale.ts'
import { thermometerStarts } from './thermometer-starts.ts'
import { statePagesIndex } from '../../../tests/support/state-pages-index.ts'

const index = buildContentIndex(await readExportFile('content/export.json'))
const named = LOCALES.flatMap((locale) => index.pages(locale)).flatMap((page) => donationSettingsOf(page.settings).thermometer?.since ?? [])

describe('thermometerStarts', () => {
  it('holds every start date a page’s thermometer names, in the form the thermometer asks with', () => {
    const starts = thermometerStarts(index)
    for (const since of named) expect(starts.has(since)).toBe(true)
    expect(starts.size).toBe(new Set(named).size)
  })

  it('does not hold a date no thermometer names: a made-up start date is answered without a database read', () => {
    expect(thermometerStarts(index).has('1999-12-31T23:59:59.999Z')).toBe(false)
  })

  it('is derived once per content index', () => {
    expect(thermometerStarts(index)).toBe(thermometerStarts(index))
  })

  it('holds the start date a state page’s own thermometer names', () => {
    const { index: withIowaThermometer } = statePagesIndex('content/export.json', (data) => {
      const iowa = data.entries.find((entry) => String(entry.fields.path?.['en-US'] ?? '').endsWith('--ia'))!
      iowa.fields.settings = { 'en-US': { thermometer: { goal: 10_000, since: '2026-10-01' } } }
    })
    const asked = donationSettingsOf({ thermometer: { goal: 10_000, since: '2026-10-01' } }).thermometer?.since
    expect(asked).toBeTruthy()
    expect(thermometerStarts(withIowaThermometer).has(asked!)).toBe(true)
  })
})
