/**
 * What waits for the visitor (ADR 063): the modal layer, and with it the server functions' fetcher
 * and the dialog's code, starts on the visitor's first act or once the first seconds after the load
 * event are over and the browser is idle. Either way the modal opens after its delay, and a form
 * sent as the first act works. (Without JavaScript the forms post by HTML: html-first-forms.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test'
import { FIRST_SECONDS_AFTER_LOAD_MS } from '../../src/shared/first-seconds'
import { SCHEDULED_MODAL } from './fixture-constants'
import { CRM_RECEIVER, E2E_SERVERS } from './servers'
import { crmDeliveriesFor } from './support/crm-deliveries'
import { entriesOfPageType, localized, pageUrlOf, requireContent } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'
import { fillGoodAnswers, volunteerPageOf } from './support/volunteer-form'

const FETCHER = /\/client-rpc-[^/]+\.js$/
const SERVER_FUNCTION = /\/_serverFn\//

/** When, by the page's clock, the page started fetching what matches `pattern` (null: not yet), and when its first seconds ended. */
async function fetchedAt(page: Page, pattern: RegExp): Promise<{ startedAt: number | null; firstSecondsEnd: number }> {
  return page.evaluate(
    ({ source, windowMs }) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const entry = performance.getEntriesByType('resource').find((candidate) => new RegExp(source).test(new URL(candidate.name).pathname))
      return { startedAt: entry?.startTime ?? null, firstSecondsEnd: navigation.loadEventEnd + windowMs }
    },
    { source: pattern.source, windowMs: FIRST_SECONDS_AFTER_LOAD_MS },
  )
}

/** A browser that never says it is idle: only the visitor's act can start what waits for one. */
const neverIdle = (page: Page) => page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }))

/** Lets the page's own clock run past its first seconds, polled (no act: Playwright moves no mouse). */
async function pastFirstSeconds(page: Page): Promise<void> {
  await page.waitForFunction(
    (windowMs) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      return navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() > navigation.loadEventEnd + windowMs
    },
    FIRST_SECONDS_AFTER_LOAD_MS,
    { polling: 100 },
  )
}

test.describe('the modal layer', () => {
  test.use({ baseURL: E2E_SERVERS.flags.url })
  const gallery = entriesOfPageType(E2E_SERVERS.embedded.exportPath, SCHEDULED_MODAL.pageType)[0]
  const dialog = (page: Page) => page.getByRole('dialog').filter({ hasText: SCHEDULED_MODAL.heading })
  const opensWithin = FIRST_SECONDS_AFTER_LOAD_MS + SCHEDULED_MODAL.delaySeconds * 1000 + 5_000

  test('where nobody acts, starts once the first seconds are over, and its modal opens after its delay', async ({ page }) => {
    requireContent(!gallery, `the export has no ${SCHEDULED_MODAL.pageType} page`)
    await page.goto(pageUrlOf(gallery!, 'en-US'))
    await expect(dialog(page)).toBeVisible({ timeout: opensWithin })
    for (const what of [SERVER_FUNCTION, FETCHER]) {
      const { startedAt, firstSecondsEnd } = await fetchedAt(page, what)
      expect(startedAt, String(what)).not.toBeNull()
      expect(startedAt!, String(what)).toBeGreaterThanOrEqual(firstSecondsEnd)
    }
  })

  test('starts on the first key, before the first seconds are over for a browser never idle, and its modal opens after its delay', async ({ page }) => {
    requireContent(!gallery, `the export has no ${SCHEDULED_MODAL.pageType} page`)
    await neverIdle(page)
    await page.goto(pageUrlOf(gallery!, 'en-US'))
    await waitForHydration(page)
    await pastFirstSeconds(page)
    // Nobody acted: neither the modal layer's entries nor the fetcher were asked for.
    expect((await fetchedAt(page, SERVER_FUNCTION)).startedAt).toBeNull()
    expect((await fetchedAt(page, FETCHER)).startedAt).toBeNull()
    await expect(dialog(page)).toHaveCount(0)

    const actedAt = await page.evaluate(() => performance.now())
    await page.keyboard.press('Tab')
    await expect(dialog(page)).toBeVisible({ timeout: SCHEDULED_MODAL.delaySeconds * 1000 + 5_000 })
    expect((await fetchedAt(page, SERVER_FUNCTION)).startedAt!).toBeGreaterThanOrEqual(actedAt)
  })
})

test('a form sent as the visitor’s first act is stored once, its fetcher loaded with the act', async ({ page }) => {
  const exportPath = E2E_SERVERS.embedded.exportPath
  const { page: volunteer, formOf, thankYou } = volunteerPageOf(exportPath)
  const email = `first-act-${Date.now()}@example.org`
  await neverIdle(page)
  await page.goto(pageUrlOf(volunteer, 'en-US'))
  await waitForHydration(page)
  await pastFirstSeconds(page)
  expect((await fetchedAt(page, FETCHER)).startedAt).toBeNull()

  const form = page.locator('form[data-form]')
  await fillGoodAnswers(form, formOf('en-US'), email)
  await form.getByRole('button', { name: formOf('en-US').submitLabel }).click()
  await expect(page).toHaveURL(new RegExp(`${pageUrlOf(thankYou, 'en-US')}$`), { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localized(thankYou, 'title', 'en-US')!)
  // Sent by the script (a client navigation to the thank-you page), so through the fetcher.
  expect((await fetchedAt(page, FETCHER)).startedAt).not.toBeNull()
  await expect.poll(async () => (await crmDeliveriesFor(CRM_RECEIVER.url, email)).length, { timeout: 20_000 }).toBe(1)
})
