import { expect, test, type Route } from '@playwright/test'
import { PLAIN_PAGE, TAKEOVER_END_DATE, TAKEOVER_HEADING } from './fixture-constants'
import { E2E_SERVERS } from './servers'
import { waitForHydration } from './support/page-errors'

test.use({ baseURL: E2E_SERVERS.flags.url })

// The end date is a local wall-clock time; the browser's timezone is fixed so the rule is exact.
test.use({ timezoneId: 'America/Chicago' })
const end = new Date(`${TAKEOVER_END_DATE}:00-05:00`) // Chicago is UTC-5 in June

test('the takeover covers the English homepage before its end date', async ({ page }) => {
  await page.clock.setFixedTime(new Date(end.getTime() - 60_000))
  await page.goto('/')
  await waitForHydration(page)
  const takeover = page.locator('[data-region="takeover"]')
  await expect(takeover).toBeVisible()
  await expect(takeover).toContainText(TAKEOVER_HEADING)
  // It sits between the alert bar and the navigation in document order.
  const order = await page.locator('[data-region]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-region')))
  expect(order.indexOf('takeover')).toBe(order.indexOf('navigation') - 1)
})

test('the takeover is gone once the end date has passed in the visitor’s timezone', async ({ page }) => {
  await page.clock.setFixedTime(new Date(end.getTime() + 60_000))
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('[data-region="takeover"]')).toHaveCount(0)
})

test('the takeover never shows on the Spanish homepage', async ({ page }) => {
  await page.clock.setFixedTime(new Date(end.getTime() - 60_000))
  await page.goto('/es')
  await waitForHydration(page)
  await expect(page.locator('[data-region="takeover"]')).toHaveCount(0)
})

test('the takeover never shows on other page types', async ({ page }) => {
  await page.clock.setFixedTime(new Date(end.getTime() - 60_000))
  await page.goto(PLAIN_PAGE)
  await waitForHydration(page)
  await expect(page.locator('[data-region="takeover"]')).toHaveCount(0)
})

/**
 * The takeover is in the server's HTML while it shows in every time zone (ADR 062): the browser
 * finds its image with the page, and a visitor without a script can still close it.
 */
test.describe('in the server’s HTML', () => {
  test('covers the homepage with JavaScript off, its image fetched first, and its close button lets the visitor through', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: E2E_SERVERS.flags.url, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const takeover = page.locator('[data-region="takeover"]')
    await expect(takeover).toBeVisible()
    await expect(takeover).toContainText(TAKEOVER_HEADING)
    // One image is fetched first: the takeover's, not the page's own lead image under it.
    await expect(takeover.locator('img')).toHaveAttribute('fetchpriority', 'high')
    await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(0)
    await expect(page.locator('main img[loading="eager"]').first()).toBeAttached()
    await takeover.getByRole('button').click()
    await expect(takeover).toBeHidden()
    await expect(page.locator('main h1').first()).toBeInViewport()
    await context.close()
  })

  test('once hydrated it is modal: focus inside, the page behind inert, Escape closes it', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const takeover = page.locator('[data-region="takeover"]')
    await expect.poll(() => takeover.evaluate((element) => element.matches(':modal'))).toBe(true)
    await expect(takeover).toHaveAttribute('aria-modal', 'true')
    await expect(page.getByRole('dialog', { name: TAKEOVER_HEADING })).toBeVisible()
    expect(await takeover.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    // Tab never leaves it for the page behind.
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab')
      // In the dialog, or out to the browser's own controls (the body), never on the page behind it.
      expect(['takeover', null]).toContain(await page.evaluate(() => document.activeElement?.closest('[data-region]')?.getAttribute('data-region') ?? null))
    }
    await page.keyboard.press('Escape')
    await expect(takeover).toHaveCount(0)
    await expect(page.locator('main h1').first()).toBeInViewport()
  })

  test('closed before the scripts arrive, it stays closed once they do', async ({ page }) => {
    const held: Route[] = []
    let released = false
    await page.route('**/*.js', async (route) => {
      if (released) await route.continue()
      else held.push(route)
    })
    await page.goto('/', { waitUntil: 'commit' })
    const takeover = page.locator('[data-region="takeover"]')
    await takeover.getByRole('button').click()
    await expect(takeover).toBeHidden()
    released = true
    for (const route of held.splice(0)) await route.continue()
    await waitForHydration(page)
    await expect(takeover).toHaveCount(0)
  })
})
