import { expect, test } from '@playwright/test'
import { collectPageErrors, waitForHydration } from './support/page-errors'

test('an unknown English path answers a real 404 page in English, inside the shell', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.locator('[data-not-found] h1')).toBeVisible()
  await expect(page.locator('[data-region="main"]')).toBeVisible()
  await expect(page.locator('[data-region="modal-layer"]')).toHaveCount(1)
})

test('an unknown Spanish path answers the 404 page in Spanish', async ({ page, request }) => {
  const english = await (await request.get('/this-page-does-not-exist')).text()
  const errors = collectPageErrors(page)
  const response = await page.goto('/es/esta-pagina-no-existe')
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
  const heading = await page.locator('[data-not-found] h1').textContent()
  expect(heading).toBeTruthy()
  expect(english).not.toContain(`>${heading}</h1>`)
  // The browser logs the 404 response itself; nothing else may fail.
  expect(errors.filter((error) => !error.includes('404'))).toEqual([])
})

test('malformed percent-encoding is refused as a client error, never a server error', async ({ request }) => {
  const response = await request.get('/%E0%A4%A')
  expect(response.status()).toBeGreaterThanOrEqual(400)
  expect(response.status()).toBeLessThan(500)
})
