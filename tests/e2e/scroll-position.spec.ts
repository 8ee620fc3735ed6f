/**
 * A visitor's place on a long page, kept the way they expect: a reload and a return from another
 * site bring them back to where they were, with scripts or without. That is the browser's own
 * restoring (the router marks the history entry for it as the page goes): the server's HTML
 * carries no script of its own for it.
 */
import { expect, test, type Page } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'

const exportPath = E2E_SERVERS.embedded.exportPath
// The longest list the export has, on a phone: long enough to scroll on any campaign's content.
const landing = entriesOfPageType(exportPath, 'plansLanding')[0]!

test.use({ viewport: { width: 390, height: 600 } })

async function scrollPartWay(page: Page): Promise<number> {
  const target = await page.evaluate(() => Math.floor((document.documentElement.scrollHeight - innerHeight) / 2))
  expect(target).toBeGreaterThan(100)
  await page.evaluate((y) => window.scrollTo(0, y), target)
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(target)
  return target
}

const scrolled = (page: Page) => page.evaluate(() => Math.round(scrollY))

test('a reload and a return from another site bring the visitor back to their place', async ({ page }) => {
  await page.goto(pageUrlOf(landing, 'en-US'))
  await waitForHydration(page)
  const place = await scrollPartWay(page)

  await page.reload()
  await waitForHydration(page)
  await expect.poll(() => scrolled(page)).toBe(place)

  await page.goto('data:text/html,<title>Another site</title><p>Elsewhere</p>')
  await page.goBack()
  await waitForHydration(page)
  await expect.poll(() => scrolled(page)).toBe(place)
})

test('without scripts, a reload keeps the place too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 600 } })
  const page = await context.newPage()
  await page.goto(pageUrlOf(landing, 'en-US'))
  const place = await scrollPartWay(page)
  await page.reload()
  await expect.poll(() => scrolled(page)).toBe(place)
  await context.close()
})
