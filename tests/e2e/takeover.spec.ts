import { expect, test } from '@playwright/test'
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
