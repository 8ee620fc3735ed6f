/**
 * The page's layout shifts as CLS counts them (not after input), from the first paint on:
 * `recordLayoutShifts` goes in as an init script, `layoutShiftOf` sums what it saw.
 */
import type { Page } from '@playwright/test'

export const recordLayoutShifts = () => {
  const shifts: number[] = []
  ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value)
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

export const layoutShiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0))
