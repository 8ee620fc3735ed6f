/**
 * Upstreams the browser calls, failing in a real browser against the production build: the
 * donation provider's script (error, hang, broken script, slow) and the zip API (5xx, hang,
 * malformed body). Each failure costs only its own feature: the page renders, hydrates and
 * works; a donor is always left a way to give. (The server's upstreams — the CMS, the CRM —
 * are failed in tests/integration.)
 */
import { expect, test, type Page } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf } from './support/embedded-content'
import { collectPageErrors, waitForHydration } from './support/page-errors'
import { slowUpstream } from '../support/slow-upstream'

const exportPath = E2E_SERVERS.embedded.exportPath
const donationPage = pageUrlOf(entriesOfPageType(exportPath, 'embeddableDonationForm')[0]!, 'en-US')
const SCRIPT = '**/sandbox-donations/embed.js'
/** The embed's patience (PROVIDER_FORM_PATIENCE_MS) and a margin for a busy machine. */
const PATIENCE_MS = 8_000 + 4_000

const fallbackLink = (page: Page) => page.locator('[data-donation-fallback]').filter({ visible: true })

/** The page itself still works: its heading is there and a link in it still navigates on the client. */
async function pageStillWorks(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('[data-region="navigation"]')).toBeVisible()
}

test.describe('the donation provider', () => {
  test('whose script fails to load leaves a link to its hosted form, and the page works', async ({ page }) => {
    await page.route(SCRIPT, (route) => route.fulfill({ status: 503, body: 'unavailable' }))
    await page.goto(donationPage)
    await waitForHydration(page)
    await expect(fallbackLink(page)).toBeVisible()
    await pageStillWorks(page)
  })

  test('whose script never answers leaves the link after a while, and the page works meanwhile', async ({ page }) => {
    test.setTimeout(60_000)
    await page.route(SCRIPT, () => {
      // Never fulfilled: the provider hangs.
    })
    await page.goto(donationPage, { waitUntil: 'domcontentloaded' })
    await waitForHydration(page)
    await pageStillWorks(page)
    await expect(fallbackLink(page)).toBeVisible({ timeout: PATIENCE_MS })
    expect(await fallbackLink(page).getAttribute('href')).toMatch(/\/sandbox-donations\/donate\//)
  })

  test('whose script is broken leaves the link after a while; the site’s own code goes on', async ({ page }) => {
    test.setTimeout(60_000)
    const errors = collectPageErrors(page)
    await page.route(SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.provider = {{ not javascript' }))
    await page.goto(donationPage)
    await waitForHydration(page)
    await expect(fallbackLink(page)).toBeVisible({ timeout: PATIENCE_MS })
    await pageStillWorks(page)
    // The only error is the provider's own syntax error.
    expect(errors.filter((error) => !/SyntaxError|Unexpected token/.test(error))).toEqual([])
  })

  test('that is slow but answers renders its form, with no link needed', async ({ page }) => {
    await page.route(SCRIPT, async (route) => {
      await slowUpstream(3_000)
      await route.continue()
    })
    await page.goto(donationPage)
    await waitForHydration(page)
    await expect(page.locator('[data-donation-embed] form')).toBeVisible({ timeout: 15_000 })
    await expect(fallbackLink(page)).toHaveCount(0)
  })
})

test.describe('the zip API', () => {
  const ZIP = '**/api/v1/shifter/zip5s/*'
  const failures: Record<string, Parameters<Page['route']>[1]> = {
    'answers 500': (route) => route.fulfill({ status: 500, body: 'boom' }),
    'answers a malformed body': (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>proxy error' }),
    'never answers': () => {
      // Never fulfilled.
    },
  }
  for (const [failure, handler] of Object.entries(failures)) {
    test(`that ${failure} leaves the page working, without the visitor’s state`, async ({ page }) => {
      const errors = collectPageErrors(page)
      await page.route(ZIP, handler)
      await page.goto('/?zip=78701', { waitUntil: 'domcontentloaded' })
      await waitForHydration(page)
      await pageStillWorks(page)
      // A client navigation still works while the lookup failed or hangs.
      await page.locator('[data-region="navigation"] a[href^="/"]').last().click()
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(errors.filter((error) => !/500|Failed to load resource/.test(error))).toEqual([])
    })
  }
})
