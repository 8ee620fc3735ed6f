/**
 * A server-rendered page's rich text: the browser hydrates the server's markup unchanged, and
 * renders the text itself when it comes to the page later. (Since ADR 055 the document also
 * travels in React Query's dehydrated state, so ADR 033's "once, as markup" no longer holds.)
 */
import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { collectPageErrors, waitForHydration } from './support/page-errors'

const origin = E2E_SERVERS.richHomepage.url

test('the hydrated page keeps the rich text as the server made it', async ({ browser, page }) => {
  // The server's markup, as a browser without JavaScript shows it.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  const served = await (await withoutScripts.newPage()).goto(`${origin}/`).then(async (response) => {
    expect(response?.ok()).toBe(true)
    return (await withoutScripts.pages()[0]!.locator('[data-rich-text]').first().evaluate((element) => element.innerHTML))
  })
  await withoutScripts.close()

  const rich = page.locator('[data-rich-text]').first()
  const errors = collectPageErrors(page)
  await page.goto(`${origin}/`)
  await waitForHydration(page)
  expect(await rich.evaluate((element) => element.innerHTML)).toBe(served)

  expect(await rich.locator('p').count()).toBeGreaterThan(0)
  expect(errors).toEqual([])
})

test('coming back to the page by a client navigation, the browser renders the rich text itself', async ({ page }) => {
  const errors = collectPageErrors(page)
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('rich text')) warnings.push(message.text())
  })
  await page.goto(`${origin}/`)
  await waitForHydration(page)
  const rich = page.locator('[data-rich-text]').first()
  const before = ((await rich.textContent()) ?? '').trim()
  expect(before.length).toBeGreaterThan(0)

  // Away by a link the router handles, then back.
  await page.locator('[data-region="navigation"] nav a[href^="/"]').first().click()
  await expect(page).not.toHaveURL(`${origin}/`)
  await page.goBack()
  await expect(page).toHaveURL(`${origin}/`)
  await expect(rich).toHaveText(before)
  // It never rendered from the browser's copy of the first visit, which has no markup left to keep.
  expect(warnings).toEqual([])
  expect(errors).toEqual([])
})
