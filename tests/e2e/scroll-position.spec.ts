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

/**
 * Scrolls half way down and returns the link then nearest the top of the screen: the visitor's
 * place is what they were reading. The offset in pixels may differ after a return, as it should,
 * when something above it renders at another height (the browser keeps the content in view).
 */
async function scrollPartWay(page: Page): Promise<string> {
  const target = await page.evaluate(() => Math.floor((document.documentElement.scrollHeight - innerHeight) / 2))
  expect(target).toBeGreaterThan(100)
  await page.evaluate((y) => window.scrollTo(0, y), target)
  await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(target)
  const href = await page.evaluate(() => [...document.querySelectorAll('main a[href]')].find((link) => link.getBoundingClientRect().top >= 0)?.getAttribute('href') ?? null)
  expect(href).not.toBeNull()
  return href!
}

/** Whether the link is on screen again (from the top of the page it would be thousands of pixels below). */
const inView = (page: Page, href: string) =>
  page.evaluate((wanted) => {
    const top = [...document.querySelectorAll('main a[href]')].find((link) => link.getAttribute('href') === wanted)?.getBoundingClientRect().top
    return top !== undefined && top >= 0 && top < innerHeight
  }, href)

test('a reload and a return from another site bring the visitor back to their place', async ({ page }) => {
  await page.goto(pageUrlOf(landing, 'en-US'))
  await waitForHydration(page)
  const place = await scrollPartWay(page)

  await page.reload()
  await waitForHydration(page)
  await expect.poll(() => inView(page, place)).toBe(true)

  await page.goto('data:text/html,<title>Another site</title><p>Elsewhere</p>')
  await page.goBack()
  await waitForHydration(page)
  await expect.poll(() => inView(page, place)).toBe(true)
})

test('without scripts, a reload keeps the place too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 600 } })
  const page = await context.newPage()
  await page.goto(pageUrlOf(landing, 'en-US'))
  const place = await scrollPartWay(page)
  await page.reload()
  await expect.poll(() => inView(page, place)).toBe(true)
  await context.close()
})
