/**
 * The largest thing a phone shows first is never an image left to load lazily: a lazy image is
 * asked for only after layout, so the page's largest paint waits for it. The page type whose lead
 * picture it is marks it `priority` (fetched first, preloaded by the head). One page per page type,
 * at the size of a phone, as a first visit; whatever the largest paint turns out to be (an image,
 * a heading, a paragraph), an image among them must not be lazy.
 */
import { expect, test } from '@playwright/test'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf, requireContent } from './support/embedded-content'
import { nextFrames } from './support/settled'

const server = E2E_SERVERS.embedded
test.use({ baseURL: server.url, viewport: { width: 412, height: 823 } })

// The redirect page sends the visitor on to the provider's form: its largest paint is that page's.
const PAGE_TYPES = pageTypeRegistry.filter(({ id }) => id !== 'customDonationFormRedirect')

for (const { id } of PAGE_TYPES) {
  test(`a ${id} page's largest first paint is not a lazy image`, async ({ page }) => {
    const entry = entriesOfPageType(server.exportPath, id)[0]
    requireContent(!entry, `the export has no ${id} page`)
    await page.addInitScript(() => {
      const paints: { tag: string; loading: string | null; src: string | null }[] = []
      ;(window as unknown as { largestPaints: typeof paints }).largestPaints = paints
      new PerformanceObserver((list) => {
        for (const paint of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          paints.push({ tag: paint.element?.tagName ?? '', loading: paint.element?.getAttribute('loading') ?? null, src: paint.element?.getAttribute('src') ?? null })
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(pageUrlOf(entry!, 'en-US'), { waitUntil: 'load' })
    // Largest paints are reported until the visitor first interacts: once the images in view have loaded and been painted, the largest is among them.
    await page.waitForFunction(() => [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight).every((image) => image.complete))
    await nextFrames(page)
    await expect.poll(() => page.evaluate(() => (window as unknown as { largestPaints: unknown[] }).largestPaints.length)).toBeGreaterThan(0)
    const paints = await page.evaluate(() => (window as unknown as { largestPaints: { tag: string; loading: string | null; src: string | null }[] }).largestPaints)
    expect(paints.length).toBeGreaterThan(0)
    expect(paints.filter((paint) => paint.tag === 'IMG' && paint.loading === 'lazy')).toEqual([])
  })
}
