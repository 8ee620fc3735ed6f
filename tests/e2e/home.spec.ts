import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfType, titleIn, titleVariants } from './support/embedded-content'
import { collectPageErrors, waitForHydration } from './support/page-errors'

const home = entriesOfType(E2E_SERVERS.embedded.exportPath, 'campaignHomepage')[0]!

for (const [path, locale] of [
  ['/', 'en-US'],
  ['/es', 'es-MX'],
] as const) {
  test.describe(`the homepage at ${path}`, () => {
    test('answers 200 with the title and the dehydrated query state in the HTML, before any JavaScript', async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const title = titleIn(html)
      expect(html).toContain(`<html lang="${locale}"`)
      expect(titleVariants(E2E_SERVERS.embedded.exportPath, home, locale)).toContain(title)
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
      // The query cache travels with the page: the page query's key is in the dehydrated state
      // (JSON text inside the state, its quotes escaped).
      expect(html).toContain('\\"content\\",\\"page\\"')
    })

    test('hydrates with no console error', async ({ page }) => {
      const errors = collectPageErrors(page)
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.locator('[data-page-type="campaignHomepage"]')).toBeVisible()
      expect(errors).toEqual([])
    })
  })
}

test('the language switch leads to the same page in the other language, navigated in the browser', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.locator('[data-region="navigation"] a[hreflang="es-MX"]').click()
  await expect(page).toHaveURL(/\/es$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
  expect(titleVariants(E2E_SERVERS.embedded.exportPath, home, 'es-MX')).toContain(await page.locator('h1').textContent())
  expect(errors).toEqual([])
})
