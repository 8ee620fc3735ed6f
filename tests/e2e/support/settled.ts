/**
 * Ways for a test to know the page is done, instead of waiting for time: each waits for a state
 * of the page (its own network, its frames, its clock), never for a number of milliseconds.
 */
import type { Page } from '@playwright/test'

/** The page has loaded all it loads by itself (its lazy scripts, lookups and their effects): nothing it started is still on the network. */
export async function loadedAllItLoads(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await nextFrames(page)
}

/** The page has rendered twice since this call: what its scripts changed before it has been painted. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
}

/**
 * Moves the page's clock (installed with `page.clock.install()` before the page loaded) past `ms`
 * once the page has loaded all it loads by itself: every timer due by then fires (a scheduled
 * modal's included), and the page renders what they did. A first act comes before (the Shift key,
 * which changes nothing on a page): what waits for the visitor or the end of the first seconds
 * (the modal layer, ADR 063) has then started, and its timers are set when the clock moves.
 */
export async function pastDelay(page: Page, ms: number): Promise<void> {
  await page.keyboard.press('Shift')
  await loadedAllItLoads(page)
  await page.clock.fastForward(ms)
  await nextFrames(page)
}
