import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { collectPageErrors, regionsInOrder, waitForHydration } from './support/page-errors'

test.use({ baseURL: E2E_SERVERS.brokenNavigation.url })

test('a malformed navigation entry removes only the navigation, and is reported once', async ({ page }) => {
  const errors = collectPageErrors(page)
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await waitForHydration(page)
  expect(await regionsInOrder(page)).toEqual(['alert-bar', 'main', 'donate-bar', 'footer', 'modal-layer'])
  await expect(page.locator('[data-page-type="campaignHomepage"] h1')).toBeVisible()
  const reports = errors.filter((error) => error.includes('navigation'))
  expect(reports).toHaveLength(1)
  expect(reports[0]).toContain('label')
  expect(errors).toHaveLength(1)
})
