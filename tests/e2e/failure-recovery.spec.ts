/**
 * Failure stays small, as a visitor on a flaky network meets it: a chunk that fails is retried, a
 * part that cannot load empties only its own box, a region broken on one page comes back on the
 * next, a modal scheduled on one page never opens on another, and a ?zip= link followed on the
 * client applies like a full load. Pages come from the export by page type.
 */
import { expect, test, type Page } from '@playwright/test'
import { SCHEDULED_MODAL } from './fixture-constants'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, entriesOfType, pageUrlOf, type Entry } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'
import { pastDelay } from './support/settled'

const exportPath = E2E_SERVERS.embedded.exportPath

/** A client navigation, exactly as a link of the site makes one. */
async function navigateOnClient(page: Page, href: string): Promise<void> {
  await page.evaluate(async (to) => {
    const router = (self as unknown as { __TSR_ROUTER__: { navigate(options: { href: string }): Promise<void> } }).__TSR_ROUTER__
    await router.navigate({ href: to })
  }, href)
}

/** Makes every request for a chunk fail `times` times (Infinity: always), then lets it through. */
async function failChunk(page: Page, name: string, times: number): Promise<{ failures: () => number }> {
  let failures = 0
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    if (failures < times) {
      failures++
      await route.abort('failed')
      return
    }
    await route.continue()
  })
  return { failures: () => failures }
}

const withVideo = entriesOfPageType(exportPath, 'toolkitDetail').find((entry) => typeof entry.fields.videoUrl?.['en-US'] === 'string')

test.describe('the video player', () => {
  test('whose chunk fails twice loads on the third try and plays', async ({ page }) => {
    expect(withVideo, 'the export has a toolkit with a video').toBeTruthy()
    const chunk = await failChunk(page, 'video-player', 2)
    await page.goto(pageUrlOf(withVideo!, 'en-US'))
    await waitForHydration(page)
    await page.locator('[data-video] button').click()
    await expect(page.locator('[data-video] video, [data-video] iframe')).toBeVisible({ timeout: 10_000 })
    expect(chunk.failures()).toBe(2)
  })

  test('whose chunk always fails empties only its own box; the page around it stays', async ({ page }) => {
    await failChunk(page, 'video-player', Number.POSITIVE_INFINITY)
    await page.goto(pageUrlOf(withVideo!, 'en-US'))
    await waitForHydration(page)
    await page.locator('[data-video] button').click()
    // Four attempts with growing pauses, then the boundary around the player gives up.
    await expect(page.locator('[data-video]')).toBeEmpty({ timeout: 10_000 })
    await expect(page.locator('[data-region="main"] h1')).toBeVisible()
    await expect(page.locator('[data-region="navigation"]')).toBeVisible()
  })
})

test('a main region whose page-type code never loads is back on the next page', async ({ page }) => {
  const home = entriesOfPageType(exportPath, 'campaignHomepage')[0]!
  await failChunk(page, 'toolkit-detail', Number.POSITIVE_INFINITY)
  await page.goto(pageUrlOf(withVideo!, 'en-US'))
  await waitForHydration(page)
  await expect(page.locator('[data-page-type="toolkitDetail"]')).toHaveCount(0, { timeout: 10_000 })
  await navigateOnClient(page, pageUrlOf(home, 'en-US'))
  await expect(page.locator('[data-page-type="campaignHomepage"] h1')).toBeVisible()
})

test('?zip= on a client navigation applies the visitor’s segment, as on a full load', async ({ page }) => {
  const zip = '78701'
  await page.goto('/')
  await waitForHydration(page)
  const lookup = page.waitForRequest((request) => request.url().includes(`/shifter/zip5s/${zip}`))
  const target = entriesOfPageType(exportPath, 'contentDetail')[0]!
  await navigateOnClient(page, `${pageUrlOf(target, 'en-US')}?zip=${zip}`)
  await lookup
  await expect.poll(() => page.evaluate(() => localStorage.length > 0 && JSON.stringify({ ...localStorage }).includes('78701'))).toBe(true)
})

test.describe('a scheduled modal', () => {
  test.use({ baseURL: E2E_SERVERS.flags.url })
  // The flags export is the embedded one plus the scheduled modal (make-fixture-exports.ts).
  const flagsExport = E2E_SERVERS.embedded.exportPath
  const gallery = entriesOfPageType(flagsExport, SCHEDULED_MODAL.pageType)[0]
  // A page no modal targets for a visitor whose state is unknown.
  const stateless = (entriesOfType(flagsExport, 'siteSettings')[0]?.fields.mobilizationLabels?.['en-US'] as { actionModals: { pageTypes: string[]; stateCode: string[] }[] })
    .actionModals.filter((entry) => entry.stateCode.length === 0)
    .flatMap((entry) => entry.pageTypes)
  const untargeted = ['toolkitLanding', 'policyCalculator', 'toolkitDetail', 'scrollytelling']
    .filter((type) => !stateless.includes(type))
    .map((type) => entriesOfPageType(flagsExport, type)[0])
    .find((entry): entry is Entry => entry !== undefined)

  test('opens after its delay on the page it targets', async ({ page }) => {
    expect(gallery, `the export has a ${SCHEDULED_MODAL.pageType} page`).toBeTruthy()
    await page.goto(pageUrlOf(gallery!, 'en-US'))
    await waitForHydration(page)
    await expect(page.getByRole('dialog').getByText(SCHEDULED_MODAL.heading)).toBeVisible({ timeout: 10_000 })
  })

  test('never opens after navigating, before its delay, to a page it does not target', async ({ page }) => {
    expect(untargeted, 'the export has a page no stateless modal targets').toBeTruthy()
    await page.clock.install()
    await page.goto(pageUrlOf(gallery!, 'en-US'))
    await waitForHydration(page)
    await navigateOnClient(page, pageUrlOf(untargeted!, 'en-US'))
    await pastDelay(page, SCHEDULED_MODAL.delaySeconds * 2000)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
