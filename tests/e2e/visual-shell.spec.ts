/**
 * The shell as a visitor sees it, held by image: the header (both languages), the donate bar, the
 * footer, the takeover and an action modal, at the three review widths. The pages, the takeover
 * and the modal are the ones `npm run screenshots` finds in the content (its shot plan), on the
 * flags export, which adds a takeover to the homepage.
 *
 * Deterministic by construction: elements, not pages; the browser's clock fixed (the takeover's
 * rule reads it) and a modal's delay run on it; every experiment forced to one variation (the
 * URL's ?experiment-<name>=, the site's own mechanism); no motion (reduced motion, animations
 * stopped); fonts loaded and images decoded before a capture (settled-for-capture.ts). The CI
 * machine (.ci/run) has the same fonts as a developer's: Debian's Chromium brings Liberation,
 * fontconfig DejaVu, and the brand face is the site's own file.
 *
 * Baselines live in tests/e2e/__screenshots__/ (no platform in the name: playwright.config.ts).
 * A change to the shell's look makes them again (README, "Commands"):
 *   E2E_ONLY_SERVERS=flags npm run test:e2e -- tests/e2e/visual-shell.spec.ts --update-snapshots
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { buildContentIndex } from '../../src/server/content/content-index'
import { readExportFile } from '../../src/server/content/read-export-file'
import { SESSION_MODAL_DISMISS_KEY } from '../../src/features/modals/select-action-modal'
import { fallbackPageType } from '../../src/page-types/page-type-manifests'
import { takeoverEndTime } from '../../src/shared/fundraising/takeover-rule'
import { settledForCapture } from '../../scripts/screenshots/settled-for-capture'
import { shotPlan, type PagePlan } from '../../scripts/screenshots/shot-plan'
import { REVIEW_VIEWPORTS } from '../../scripts/screenshots/viewports'
import { pastDelay } from './support/settled'
import { TAKEOVER_END_DATE } from './fixture-constants'
import { E2E_SERVERS } from './servers'

const server = E2E_SERVERS.flags
// The takeover ends at a local wall-clock time: the browser is in UTC, as the shot plan reads it,
// and its clock a minute before the end.
test.use({ baseURL: server.url, timezoneId: 'UTC', reducedMotion: 'reduce' })
const beforeTakeoverEnds = new Date((takeoverEndTime(TAKEOVER_END_DATE, 0) as number) - 60_000)

let plans: PagePlan[] = []
test.beforeAll(async () => {
  // Read when the tests run: the flags export is written as its server starts.
  plans = shotPlan(buildContentIndex(await readExportFile(server.exportPath)), beforeTakeoverEnds.getTime())
})

function planWhere(matches: (plan: PagePlan) => boolean, what: string): PagePlan {
  const plan = plans.find(matches)
  if (!plan) throw new Error(`The flags export has no page with ${what}`)
  return plan
}
const urlOf = (plan: PagePlan, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams(plan.query)
  for (const [name, value] of Object.entries(extra)) query.set(name, value)
  const search = query.toString()
  return `${plan.path}${search ? `?${search}` : ''}`
}
/** The page of the plain page type (the one that shows any page the site has no type for): the whole shell around an article. */
const shellPage = (locale: string) => planWhere((plan) => plan.locale === locale && plan.pageType === fallbackPageType, `a ${locale} page of type ${fallbackPageType}`)

/** What may differ between two visits of the same page: dates and times, should the shell show any. */
const dynamicParts = (page: Page) => [page.locator('time')]
/**
 * The page's own content is hidden (its space kept) while the shell is captured: an element's box
 * may take in a row of what lies under its edge (a modal's backdrop over the article), and the
 * shell is held here, not the article.
 */
async function hidePageContent(page: Page): Promise<void> {
  // Through the object model: the site's content security policy refuses an added style sheet.
  await page.locator('[data-region="main"]').evaluate((main) => main.style.setProperty('visibility', 'hidden'))
}

async function expectLooksTheSame(page: Page, element: Locator, name: string): Promise<void> {
  await expect(element).toBeVisible()
  await hidePageContent(page)
  await expect(element).toHaveScreenshot(name, { animations: 'disabled', caret: 'hide', mask: dynamicParts(page) })
}

async function visit(page: Page, url: string, { modalsOff }: { modalsOff: boolean }): Promise<void> {
  if (modalsOff) await page.addInitScript((key) => sessionStorage.setItem(key, '1'), SESSION_MODAL_DISMISS_KEY)
  await page.goto(url)
  await settledForCapture(page)
}

for (const viewport of REVIEW_VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const locale of ['en-US', 'es-MX']) {
      test(`the header (${locale})`, async ({ page }) => {
        await page.clock.setFixedTime(beforeTakeoverEnds)
        await visit(page, urlOf(shellPage(locale)), { modalsOff: true })
        await expectLooksTheSame(page, page.locator('[data-region="navigation"]'), `header-${locale}-${viewport.width}.png`)
      })
    }

    test('the donate bar and the footer', async ({ page }) => {
      await page.clock.setFixedTime(beforeTakeoverEnds)
      await visit(page, urlOf(shellPage('en-US')), { modalsOff: true })
      await expectLooksTheSame(page, page.locator('[data-region="donate-bar"]'), `donate-bar-${viewport.width}.png`)
      await expectLooksTheSame(page, page.locator('[data-region="footer"]'), `footer-${viewport.width}.png`)
    })

    test('the takeover', async ({ page }) => {
      const plan = planWhere((candidate) => candidate.takeover, 'a takeover')
      await page.clock.setFixedTime(beforeTakeoverEnds)
      await visit(page, urlOf(plan), { modalsOff: true })
      await expectLooksTheSame(page, page.locator('[data-region="takeover"]'), `takeover-${viewport.width}.png`)
    })

    test('an action modal', async ({ page }) => {
      const plan = planWhere((candidate) => candidate.locale === 'en-US' && !candidate.takeover && candidate.modal !== null, 'an action modal')
      const modal = plan.modal!
      // The modal opens after its delay, run on the page's clock rather than waited out.
      await page.clock.install({ time: beforeTakeoverEnds })
      await visit(page, urlOf(plan, modal.zip ? { zip: modal.zip } : {}), { modalsOff: false })
      const dialog = page.locator('[role="dialog"]')
      // The modal layer starts with a first act and sets its timer once its code is in (ADR 063),
      // which the page's network may not show yet: the clock moves on until the modal is up.
      await page.keyboard.press('Shift')
      await expect
        .poll(async () => {
          await pastDelay(page, (modal.delaySeconds + 1) * 1000)
          return dialog.getByRole('heading', { level: 2 }).count()
        }, { timeout: 15_000 })
        .toBeGreaterThan(0)
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(modal.heading)
      await settledForCapture(page)
      await expectLooksTheSame(page, dialog, `modal-${viewport.width}.png`)
    })
  })
}
