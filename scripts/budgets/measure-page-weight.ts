/**
 * What Chromium downloads for a page until it is interactive: every script and stylesheet
 * requested before the page's hydration mark (set by the root route), each weighed in gzip.
 * Code fetched after hydration on purpose (action modals, error reporting) does not count.
 * Shared by the budget check (tests/e2e/budgets.spec.ts) and `npm run bench`.
 */
import type { Page } from 'playwright-core'
import { gzipBytes, type AssetWeight } from './budgets.ts'

/** The root route's mark (src/routes/__root.tsx), repeated: scripts do not import the app. */
const HYDRATED_MARK = 'campaign-site:hydrated'

export type LoadedAssets = { js: AssetWeight[]; css: AssetWeight[] }

/** Opens `url` and weighs the scripts and stylesheets it requested before hydrating. */
export async function measurePageWeight(page: Page, url: string): Promise<LoadedAssets> {
  const bodies = new Map<string, Promise<{ kind: 'js' | 'css'; gzipBytes: number } | null>>()
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const kind = type === 'script' ? ('js' as const) : ('css' as const)
    bodies.set(
      response.url(),
      response
        .body()
        .then((body) => ({ kind, gzipBytes: gzipBytes(body) }))
        .catch(() => null),
    )
  })
  await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  const before = await page.evaluate((mark) => {
    const hydratedAt = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= hydratedAt)
      .map((entry) => entry.name)
  }, HYDRATED_MARK)
  const assets: LoadedAssets = { js: [], css: [] }
  for (const name of before) {
    const weighed = await bodies.get(name)
    if (weighed) assets[weighed.kind].push({ path: new URL(name).pathname, gzipBytes: weighed.gzipBytes })
  }
  return assets
}
