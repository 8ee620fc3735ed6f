/**
 * Ways for a test to know the page is done, instead of waiting for time: each waits for a state
 * of the page (its own network, its animations, its clock), never for a number of milliseconds.
 */
import type { Locator, Page } from '@playwright/test'

/** The page has loaded all it loads by itself (its lazy scripts, lookups and their effects): nothing it started is still on the network. */
export async function loadedAllItLoads(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await nextFrames(page)
}

/** The page has rendered twice since this call: what its scripts changed before it has been painted. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
}

/** The element's animations and transitions (its children's too) that end have ended (finished or cancelled); endless ones are not waited for. */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  )
}

/**
 * Moves the page's clock (installed with `page.clock.install()` before the page loaded) past `ms`
 * once the page has loaded all it loads by itself: every timer due by then fires (a scheduled
 * modal's included), and the page renders what they did.
 */
export async function pastDelay(page: Page, ms: number): Promise<void> {
  await loadedAllItLoads(page)
  await page.clock.fastForward(ms)
  await nextFrames(page)
}
