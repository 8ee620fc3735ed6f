import { expect, test, type Page } from '@playwright/test'
import zipcodes from 'zipcodes'
import { FIRST_SECONDS_AFTER_LOAD_MS } from '../../src/shared/first-seconds'
import { E2E_SERVERS } from './servers'
import { entriesOfType, requireContent } from './support/embedded-content'
import { collectPageErrors, waitForHydration } from './support/page-errors'
import { pastDelay } from './support/settled'

type ActionModal = { settingsKey: string; modalType: string; pageTypes: string[]; stateCode: string[]; isFundraising: boolean; modalDelay?: number }

// The expectation follows the content's own rules (docs/behaviour.md §5), not the embedded copy.
const settings = entriesOfType(E2E_SERVERS.embedded.exportPath, 'siteSettings')[0]!
const actionModals = (settings.fields.mobilizationLabels?.['en-US'] as { actionModals: ActionModal[] }).actionModals
const modalLabels = settings.fields.modalLabels?.['en-US'] as Record<string, { heading: string }>
const disabledStates = ((settings.fields.fundraisingLabels?.['en-US'] as { disabledStates?: string[] })?.disabledStates ?? []).map((code) => code.toUpperCase())

function expectedModal(pageType: string, state: string): ActionModal | undefined {
  return actionModals.find(
    (entry) =>
      (entry.stateCode.length === 0 || entry.stateCode.includes(state)) &&
      entry.pageTypes.includes(pageType) &&
      !(entry.isFundraising && disabledStates.includes(state)) &&
      modalLabels[entry.settingsKey] !== undefined,
  )
}

// A state whose homepage modal is one targeted at that state.
const targeted = actionModals
  .flatMap((entry) => entry.stateCode)
  .map((state) => ({ state, modal: expectedModal('campaignHomepage', state) }))
  .find((candidate) => candidate.modal && candidate.modal.stateCode.length > 0)

requireContent(!targeted, 'the embedded content has no state-targeted homepage modal')
const { state, modal } = targeted!
const zip = zipcodes.lookupByState(state)[0]!.zip
const delayMs = (modal!.modalDelay ?? 1) * 1000
// Where nobody acts, the modal layer starts once the first seconds after the load event are over (ADR 063).
const opensWithin = FIRST_SECONDS_AFTER_LOAD_MS + delayMs + 5_000

async function visitWithZip(page: Page): Promise<number> {
  // Timed when the answer arrives, not after hydration is awaited: the delay runs from the answer.
  const lookup = page.waitForResponse((response) => response.url().includes(`/shifter/zip5s/${zip}`)).then(() => Date.now())
  await page.goto(`/?zip=${zip}`)
  await waitForHydration(page)
  return lookup
}

test(`?zip= in ${state} opens the modal targeted at ${state} after its delay, not before`, async ({ page }) => {
  const errors = collectPageErrors(page)
  const knownAt = await visitWithZip(page)
  const dialog = page.locator('[role="dialog"]')
  await expect(dialog).toHaveCount(0)
  await expect(dialog).toBeVisible({ timeout: opensWithin })
  // Event delivery to the test lags the page by a little on a busy machine; the margin is far below the delay.
  expect(Date.now() - knownAt).toBeGreaterThanOrEqual(delayMs - 300)
  await expect(dialog).toHaveAttribute('data-modal-kind', modal!.modalType)
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(modalLabels[modal!.settingsKey]!.heading)
  await expect(page.locator('body')).toHaveClass(/scroll-lock/)
  expect(errors).toEqual([])
})

test('a dismissed modal stays closed for the rest of the session, across a reload', async ({ page }) => {
  await visitWithZip(page)
  const dialog = page.locator('[role="dialog"]')
  await expect(dialog).toBeVisible({ timeout: opensWithin })
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('body')).not.toHaveClass(/scroll-lock/)
  await page.clock.install()
  await page.reload()
  await waitForHydration(page)
  await pastDelay(page, delayMs + 1_000)
  await expect(dialog).toHaveCount(0)
})

test('keyboard only: focus moves into the modal, stays there, and returns on close', async ({ page }) => {
  await visitWithZip(page)
  await page.keyboard.press('Tab') // the skip link
  const before = await page.evaluate(() => document.activeElement?.textContent)
  const dialog = page.locator('[role="dialog"]')
  await expect(dialog).toBeVisible({ timeout: opensWithin })
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
  }
  await dialog.getByRole('button', { name: /close|cerrar/i }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(before)
})

test('no modal is in the server HTML, whatever the query string', async ({ request }) => {
  const html = await (await request.get(`/?zip=${zip}`)).text()
  expect(html).not.toContain('role="dialog"')
  expect(html).not.toContain('data-modal-kind')
})

test.describe('the zip endpoint', () => {
  test('answers a known zip with its city, state and coordinates, cacheable for a day', async ({ request }) => {
    const response = await request.get(`/api/v1/shifter/zip5s/${zip}`)
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ zip5: zip, state, latitude: expect.any(Number), longitude: expect.any(Number), city: expect.any(String) })
    expect(response.headers()['cache-control']).toContain('max-age=86400')
  })

  test('answers 404 for an unknown zip and 400 for anything but five digits', async ({ request }) => {
    expect((await request.get('/api/v1/shifter/zip5s/00000')).status()).toBe(404)
    for (const bad of ['abc', '1234', '123456', '7870a']) {
      expect((await request.get(`/api/v1/shifter/zip5s/${bad}`)).status(), bad).toBe(400)
    }
  })
})

test('hovering a link to another page type does not change which modal the current page opens', async ({ page }) => {
  await visitWithZip(page)
  // Hover preloads the next page; the homepage's modal must still open.
  await page.locator('[data-region="navigation"] nav a').first().hover()
  const dialog = page.locator('[role="dialog"]')
  await expect(dialog).toBeVisible({ timeout: opensWithin })
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(modalLabels[modal!.settingsKey]!.heading)
})

test('with browser storage blocked, the modal still opens and the page works', async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, { get: () => { throw new DOMException('blocked', 'SecurityError') } })
    }
  })
  await visitWithZip(page)
  await expect(page.locator('[role="dialog"]')).toHaveAttribute('data-modal-kind', modal!.modalType, { timeout: opensWithin })
})
