/**
 * What Chromium downloads for a page before a visitor acts: every script and stylesheet the page
 * asks for before its first interaction or until 3 s after its load event, whichever comes first,
 * each weighed in gzip (ADR 063). The measurement does not interact, so its window is the 3 s:
 * code fetched then without a visitor's act (start-up, page boots, an overlay) counts, as a phone
 * downloads and compiles it in its first seconds; code fetched on a tap or a scroll does not.
 * Shared by the budget check (tests/e2e/budgets.spec.ts), `npm run bench` and `npm run phone`.
 */
import type { Page, Request } from 'playwright-core'
import { FIRST_SECONDS_AFTER_LOAD_MS } from '../../src/shared/first-seconds.ts'
import { gzipBytes, type AssetWeight } from './budgets.ts'

export type LoadedAssets = { js: AssetWeight[]; css: AssetWeight[] }
type Weighed = { kind: keyof LoadedAssets; gzipBytes: number } | null

const kindOf = (request: Request): keyof LoadedAssets | null => {
  const type = request.resourceType()
  return type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null
}

/** Opens `url`, lets it run untouched until 3 s after its load event by its own clock, and weighs the scripts and stylesheets it asked for by then. */
export async function measurePageWeight(page: Page, url: string): Promise<LoadedAssets> {
  const bodies = new Map<string, Promise<Weighed>>()
  page.on('request', (request) => {
    const kind = kindOf(request)
    if (!kind || bodies.has(request.url())) return
    bodies.set(
      request.url(),
      request
        .response()
        .then((response) => response?.body())
        .then((body) => (body ? { kind, gzipBytes: gzipBytes(body) } : null))
        .catch(() => null),
    )
  })
  await page.goto(url, { waitUntil: 'load' })
  // The page's clock, polled: the window ends at the same moment of the page's life on a fast or a busy machine.
  await page.waitForFunction(
    (windowMs) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      return navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() >= navigation.loadEventEnd + windowMs
    },
    FIRST_SECONDS_AFTER_LOAD_MS,
    { polling: 100 },
  )
  // Requests still in flight at the window's end finish first: a resource's entry appears when it has arrived.
  await Promise.all(bodies.values())
  const asked = await page.evaluate((windowMs) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const windowEnd = navigation.loadEventEnd + windowMs
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= windowEnd)
      .map((entry) => entry.name)
  }, FIRST_SECONDS_AFTER_LOAD_MS)
  const assets: LoadedAssets = { js: [], css: [] }
  for (const name of new Set(asked)) {
    const weighed = await bodies.get(name)
    if (weighed) assets[weighed.kind].push({ path: new URL(name).pathname, gzipBytes: weighed.gzipBytes })
  }
  return assets
}
