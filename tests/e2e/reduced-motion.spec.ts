/**
 * A visitor who asks the system for less motion gets none: on the page types that move (the
 * story's graphics, the thermometer, the donate bar that slides in, hover lifts), no element keeps
 * a transition or an animation that lasts. Pages come from the export.
 */
import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'

const exportPath = E2E_SERVERS.embedded.exportPath
const MOVING_PAGE_TYPES = ['campaignHomepage', 'scrollytelling', 'embeddableDonationForm', 'plansLanding']

test.use({ reducedMotion: 'reduce' })

for (const id of MOVING_PAGE_TYPES) {
  const entry = entriesOfPageType(exportPath, id)[0]!
  test(`${id}: nothing moves for a visitor who prefers reduced motion`, async ({ page }) => {
    await page.goto(pageUrlOf(entry, 'en-US'))
    await waitForHydration(page)
    await page.mouse.wheel(0, 1500)
    const moving = await page.evaluate(() => {
      const seconds = (value: string) => Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))))
      return [...document.querySelectorAll('*')].flatMap((element) => {
        const style = getComputedStyle(element)
        // A scroll-driven animation ignores its duration: it moves as long as its timeline is the scroll.
        const scrollDriven = (style.animationTimeline ?? 'auto') !== 'auto'
        const animated = style.animationName !== 'none' && (scrollDriven || seconds(style.animationDuration) > 0.001)
        const lasting = seconds(style.transitionDuration) > 0.001 || animated
        return lasting ? [`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`] : []
      })
    })
    expect(moving).toEqual([])
  })
}

test('with motion allowed, the same pages do animate (the check above can see motion)', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'no-preference', baseURL: E2E_SERVERS.embedded.url })
  const page = await context.newPage()
  await page.goto(pageUrlOf(entriesOfPageType(exportPath, 'campaignHomepage')[0]!, 'en-US'))
  await waitForHydration(page)
  const withTransition = await page.evaluate(() => [...document.querySelectorAll('*')].filter((element) => getComputedStyle(element).transitionDuration !== '0s').length)
  expect(withTransition).toBeGreaterThan(0)
  await context.close()
})
