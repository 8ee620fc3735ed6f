/**
 * The start dates the content's thermometers count from. The thermometer's server function takes
 * its start date from the browser, so it answers only for a date one of these pages names: each
 * made-up date would otherwise be one more database read (the figure cache keys by it).
 */
import type { ContentIndex } from '../content/content-index.ts'
import { donationSettingsOf } from '../../shared/fundraising/donation-settings.ts'
import { LOCALES } from '../../shared/locale.ts'

// Derived once per content index (a publish builds a new one).
const startsOfIndex = new WeakMap<ContentIndex, ReadonlySet<string>>()

export function thermometerStarts(index: ContentIndex): ReadonlySet<string> {
  let starts = startsOfIndex.get(index)
  if (!starts) {
    starts = new Set(
      // State pages count too: a state's page may carry its own thermometer (ADR 051).
      LOCALES.flatMap((locale) => [...index.pages(locale), ...index.statePages(locale)]).flatMap((page) => {
        const since = donationSettingsOf(page.settings).thermometer?.since
        return since ? [since] : []
      }),
    )
    startsOfIndex.set(index, starts)
  }
  return starts
}
