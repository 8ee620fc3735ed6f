/**
 * A page ready to be photographed: hydrated, nothing of its own still on the network, its fonts
 * loaded and every image decoded (or failed: a broken image is part of what a reviewer should
 * see). Each is a state of the page that is polled, never a number of milliseconds waited.
 * Shared by `npm run screenshots` and the visual comparisons (tests/e2e/visual-shell.spec.ts).
 */
import type { Page } from 'playwright-core'

/** Lazy images below the fold load now: a full-page capture does not scroll, so it would show their empty boxes. */
export async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) (image as HTMLImageElement).loading = 'eager'
  })
}

export async function settledForCapture(page: Page, { timeout = 20_000, scriptsOff = false }: { timeout?: number; scriptsOff?: boolean } = {}): Promise<void> {
  if (!scriptsOff) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout })
  await page.waitForLoadState('networkidle', { timeout })
  // Without JavaScript the page cannot report its fonts and images; the load event above covers them.
  if (scriptsOff) return
  await page.waitForFunction(
    async () => {
      await document.fonts.ready
      const images = [...document.images]
      // `complete` is true for a loaded and for a failed image; decode() settles once it can be painted.
      if (!images.every((image) => image.complete)) return false
      await Promise.all(images.map((image) => (image.naturalWidth > 0 ? image.decode().catch(() => undefined) : undefined)))
      return document.fonts.status === 'loaded'
    },
    undefined,
    { timeout, polling: 100 },
  )
  // Two frames: what the last load changed has been painted.
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
}
