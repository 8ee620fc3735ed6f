import { expect, test } from '@playwright/test'
import { waitForHydration } from './support/page-errors'

test('the homepage loads no code of the contentDetail page type; a content page loads it on demand', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await waitForHydration(page)
  expect(scripts.some((script) => script.includes('campaign-homepage'))).toBe(true)
  expect(scripts.filter((script) => script.includes('content-detail'))).toEqual([])

  // A client navigation to a content page fetches the contentDetail chunk then.
  await page.locator('[data-page-type="campaignHomepage"] ul a').first().click()
  await expect(page.locator('[data-page-type="contentDetail"]')).toBeVisible()
  // The request event reaches the test on its own channel, maybe after the page shows: poll for it.
  await expect.poll(() => scripts.some((script) => script.includes('content-detail'))).toBe(true)
})

test('a page names one script of its own, whatever its type (ADR 035)', async ({ request }) => {
  for (const path of ['/', '/es', '/plans', '/volunteer', '/donate', '/this-page-does-not-exist']) {
    const html = await (await request.get(path)).text()
    const scripts = new Set([...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((match) => match[1]))
    expect([...scripts], path).toHaveLength(1)
  }
})

test('the server functions’ fetcher is not waited for: it loads with the first call, after hydration (ADR 035)', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const scriptsBefore = await page.evaluate(() => {
    const hydratedAt = performance.getEntriesByName('campaign-site:hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= hydratedAt && entry.name.endsWith('.js'))
      .map((entry) => new URL(entry.name).pathname)
  })
  // A client navigation by a link of the header fetches the next page's data through a server function.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
  const link = page.locator('[data-region="navigation"] a[href^="/"]:not([href="/"]):not([hreflang]):visible').first()
  const href = (await link.getAttribute('href'))!
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.locator('main [data-page-type]')).not.toHaveAttribute('data-page-type', 'campaignHomepage')
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  const scriptsAfter = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname))
  expect(scriptsAfter.some((path) => /\/client-rpc-[^/]+\.js$/.test(path))).toBe(true)
  expect(scriptsBefore.filter((path) => path.includes('client-rpc'))).toEqual([])
})
