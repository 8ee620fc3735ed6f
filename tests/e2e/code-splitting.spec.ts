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
  expect(scripts.some((script) => script.includes('content-detail'))).toBe(true)
})
