/**
 * Photographs the planned pages in Debian's Chromium: each page at each width as a visitor first
 * sees it (the whole page), its takeover where one shows and its action modal where one applies
 * (the screen as it is then). Every page is a first visit in a browser context of its own, in UTC.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { SESSION_MODAL_DISMISS_KEY } from '../../src/features/modals/select-action-modal.ts'
import { takeoverEndTime } from '../../src/shared/fundraising/takeover-rule.ts'
import { CHROMIUM, QUIET_BROWSER_FLAGS } from '../support/chromium.ts'
import type { Shot } from './contact-sheet.ts'
import { loadLazyImages, settledForCapture } from './settled-for-capture.ts'
import type { PagePlan } from './shot-plan.ts'
import { REVIEW_VIEWPORTS, type ReviewViewport } from './viewports.ts'

const VIEWS = { page: 'page', takeover: 'takeover', modal: 'modal' } as const
type View = (typeof VIEWS)[keyof typeof VIEWS]

type ShotTarget = { origin: string; outDir: string; browserFlags: readonly string[] }

/** A day past the takeover's end, on the page's clock: the page as it is without the overlay. */
function afterTakeover(plan: PagePlan): Date | null {
  return plan.takeover && plan.takeoverEndDate ? new Date((takeoverEndTime(plan.takeoverEndDate, 0) ?? 0) + 86_400_000) : null
}

async function contextFor(browser: Browser, viewport: ReviewViewport, { modalsOff, scriptsOff }: { modalsOff: boolean; scriptsOff: boolean }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, timezoneId: 'UTC', locale: 'en-US', reducedMotion: 'reduce', javaScriptEnabled: !scriptsOff })
  // The site's own dismissal: a modal that would open on a timer stays out of the page's shot.
  if (modalsOff) await context.addInitScript((key) => sessionStorage.setItem(key, '1'), SESSION_MODAL_DISMISS_KEY)
  return context
}

async function capture(browser: Browser, target: ShotTarget, plan: PagePlan, viewport: ReviewViewport, view: View, scriptsOff = false): Promise<Shot> {
  const context = await contextFor(browser, viewport, { modalsOff: view !== VIEWS.modal, scriptsOff })
  try {
    const page = await context.newPage()
    const clock = view === VIEWS.takeover ? null : afterTakeover(plan)
    // A modal's delay is run on the page's own clock, so a shot does not wait it out.
    if (view === VIEWS.modal) await page.clock.install(clock ? { time: clock } : {})
    else if (clock) await page.clock.setFixedTime(clock)
    const query = new URLSearchParams(plan.query)
    if (view === VIEWS.modal && plan.modal?.zip) query.set('zip', plan.modal.zip)
    const search = query.toString()
    await page.goto(`${target.origin}${plan.path}${search ? `?${search}` : ''}`, { timeout: 30_000 })
    if (view === VIEWS.page && !scriptsOff) await loadLazyImages(page)
    await settledForCapture(page, { scriptsOff })
    if (view === VIEWS.takeover) await page.locator('[data-region="takeover"]').waitFor({ state: 'visible', timeout: 10_000 })
    if (view === VIEWS.modal) {
      // A first act (Shift changes nothing) starts the modal layer, which waits for one (ADR 063);
      // once its code has loaded, its timer is set and the clock can pass it.
      await page.keyboard.press('Shift')
      await page.waitForLoadState('networkidle')
      await page.clock.fastForward(((plan.modal?.delaySeconds ?? 0) + 1) * 1000)
      await page.locator('[role="dialog"]').waitFor({ state: 'visible', timeout: 15_000 })
      await settledForCapture(page)
    }
    const file = join(plan.pageType, `${plan.locale}-${viewport.width}-${view}.png`)
    mkdirSync(join(target.outDir, plan.pageType), { recursive: true })
    await page.screenshot({ path: join(target.outDir, file), fullPage: view === VIEWS.page, animations: 'disabled', timeout: 30_000 })
    return { pageType: plan.pageType, locale: plan.locale, path: plan.path, width: viewport.width, view, file }
  } finally {
    await context.close()
  }
}

/** Every planned shot; a shot that fails is reported and left out, so one broken page does not cost the sheet. */
export async function takeShots(plans: readonly PagePlan[], target: ShotTarget, log: (line: string) => void): Promise<{ shots: Shot[]; failures: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...QUIET_BROWSER_FLAGS, ...target.browserFlags] })
  const shots: Shot[] = []
  const failures: string[] = []
  try {
    for (const plan of plans) {
      const views: View[] = [VIEWS.page, ...(plan.takeover ? [VIEWS.takeover] : []), ...(plan.modal ? [VIEWS.modal] : [])]
      for (const viewport of REVIEW_VIEWPORTS) {
        for (const view of views) {
          try {
            shots.push(await capture(browser, target, plan, viewport, view))
          } catch (error) {
            // A page whose script sends the visitor on (a donation redirect) is shown as it is before
            // its script runs: what a visitor sees there without JavaScript.
            const withoutScripts = view === VIEWS.page ? await capture(browser, target, plan, viewport, view, true).catch(() => null) : null
            if (withoutScripts) {
              shots.push(withoutScripts)
              log(`  ${plan.pageType} ${plan.path} ${viewport.width} px: taken without JavaScript (with it: ${(error as Error).message.split('\n')[0]})`)
            } else failures.push(`${plan.pageType} ${plan.path} ${viewport.width} px ${view}: ${(error as Error).message.split('\n')[0]}`)
          }
        }
      }
      log(`  ${plan.pageType.padEnd(28)} ${plan.locale}  ${plan.path}  (${views.join(', ')})`)
    }
  } finally {
    await browser.close()
  }
  return { shots, failures }
}
