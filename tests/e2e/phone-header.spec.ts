/**
 * The header on a phone (390 × 844): one row no taller than the small navigation offset (site
 * name, Donate, Menu); the menu is a native disclosure that works by keyboard, closes on Escape
 * and on a client navigation, and opens without JavaScript; the Donate button follows every
 * ask's rules; axe finds nothing on the open menu. From the tablet breakpoint the header is one
 * row too (header-fit.spec.ts). Links and names come from the export, not from the embedded copy.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { navOffset } from '../../src/theme/tokens'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf, readExport, requireContent } from './support/embedded-content'
import { collectPageErrors, waitForHydration } from './support/page-errors'

const PHONE = { width: 390, height: 844 }
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const exportPath = E2E_SERVERS.embedded.exportPath
const settings = readExport(exportPath).entries.find((entry) => entry.sys.contentType.sys.id === 'siteSettings')!
const navigationLinkCount = (settings.fields.navigationLinks?.['en-US'] as unknown[] | undefined)?.length ?? 0
const hasDonateBarLink = Boolean(settings.fields.donateBarLink?.['en-US'])
const DISABLED_ZIPS: Record<string, string> = { PR: '00901', GU: '96910', AK: '99501', NV: '89101' }
const disabledStates = (settings.fields.fundraisingLabels?.['en-US'] as { disabledStates?: string[] } | undefined)?.disabledStates ?? []
const disabledZip = disabledStates.map((state) => DISABLED_ZIPS[state]).find(Boolean)

const headerOf = (page: Page) => page.locator('[data-region="navigation"]')
// The phone's menu button names the panel it opens (the more menu of wider screens holds its own list).
const menuButtonOf = (page: Page) => headerOf(page).locator('summary[aria-controls]')
const menuLinksOf = async (page: Page) => {
  const id = await menuButtonOf(page).getAttribute('aria-controls')
  return page.locator(`[id="${id}"] > nav a[href], [id="${id}"] > a[href]`)
}
/** No action modal over the page: these tests are about the header. */
const dismissModals = () => sessionStorage.setItem('SESSION_MODAL_DISMISS_KEY', 'header')
const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

/** Presses Tab until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 20): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${target} took no focus within ${limit} presses of Tab`)
}

/** What the browser tells a screen reader about the menu button: its expanded state. */
async function announcedExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-region="navigation"] summary' })
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
  await cdp.detach()
  const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
  return expanded ? Boolean(expanded.value.value) : undefined
}

/** The header's height and whether its name, Donate and Menu share one row. */
async function headerRow(page: Page) {
  const header = (await headerOf(page).boundingBox())!
  const boxes = await headerOf(page)
    .locator(':scope > div > a, :scope > div > details')
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const box = element.getBoundingClientRect()
          return { top: box.top, bottom: box.bottom }
        }),
    )
  // One row: every visible part overlaps every other vertically.
  const oneRow = boxes.every((a) => boxes.every((b) => a.top < b.bottom && b.top < a.bottom))
  return { height: header.height, parts: boxes.length, oneRow }
}

test.describe('the header on a phone', () => {
  test.use({ viewport: PHONE })
  test.beforeEach(async ({ page }) => page.addInitScript(dismissModals))

  for (const { name, baseURL, path } of [
    { name: 'English', baseURL: E2E_SERVERS.embedded.url, path: '/' },
    { name: 'Spanish', baseURL: E2E_SERVERS.embedded.url, path: '/es' },
    { name: 'another campaign’s', baseURL: E2E_SERVERS.alternate.url, path: '/' },
  ]) {
    test(`is one row no taller than the small navigation offset (${name} homepage)`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL, viewport: PHONE })
      await context.addInitScript(dismissModals)
      const page = await context.newPage()
      await page.goto(path)
      await waitForHydration(page)
      await expect(menuButtonOf(page)).toBeVisible()
      const row = await headerRow(page)
      test.info().annotations.push({ type: 'header height', description: `${name} ${path}: ${row.height}px` })
      expect(row.oneRow).toBe(true)
      expect(row.parts).toBeGreaterThanOrEqual(2)
      expect(row.height).toBeLessThanOrEqual(navOffset.small)
      // The links wait in the closed menu.
      await expect(await menuLinksOf(page)).not.toHaveCount(0)
      for (const link of await (await menuLinksOf(page)).all()) await expect(link).toBeHidden()
      await context.close()
    })
  }

  test('offers Donate with the visitor’s refcodes', async ({ page }) => {
    requireContent(!hasDonateBarLink, 'the export’s donate bar has no link')
    await page.goto('/?refcode=phone_header')
    await waitForHydration(page)
    const donate = headerOf(page).locator('[data-fundraising-ask="header"]')
    await expect(donate).toBeVisible()
    await expect(donate).toHaveAttribute('href', /refcode=phone_header/)
  })

  test('opens and closes its menu by keyboard, focus returning to the menu button', async ({ page }) => {
    const errors = collectPageErrors(page)
    await page.goto('/')
    await waitForHydration(page)
    const button = menuButtonOf(page)
    await tabTo(page, button)
    expect(await announcedExpanded(page)).toBe(false)

    await page.keyboard.press('Enter')
    const links = await menuLinksOf(page)
    await expect(links.first()).toBeVisible()
    expect(await announcedExpanded(page)).toBe(true)
    // Every link of the menu (the site's links, then the language switch) is next in the Tab order.
    const count = await links.count()
    expect(count).toBe(navigationLinkCount + 1)
    for (let index = 0; index < count; index++) {
      await page.keyboard.press('Tab')
      expect(await isFocused(links.nth(index))).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(links.first()).toBeHidden()
    expect(await isFocused(button)).toBe(true)
    expect(await announcedExpanded(page)).toBe(false)

    await page.keyboard.press('Space')
    await expect(links.first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(links.first()).toBeHidden()
    expect(await isFocused(button)).toBe(true)
    expect(errors).toEqual([])
  })

  test('closes its menu on a client navigation', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true))
    await menuButtonOf(page).click()
    const link = (await menuLinksOf(page)).filter({ hasNot: page.locator('[hreflang]') }).and(page.locator('a[href^="/"]:not([href="/"])')).first()
    const href = (await link.getAttribute('href'))!
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(headerOf(page).locator('details:has(> summary[aria-controls])')).not.toHaveAttribute('open')
    await expect((await menuLinksOf(page)).first()).toBeHidden()
    // A client navigation: the same document.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  test('has no axe violations with its menu open', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await menuButtonOf(page).click()
    await expect((await menuLinksOf(page)).first()).toBeVisible()
    const results = await new AxeBuilder({ page }).include('[data-region="navigation"]').withTags(WCAG_22_AA).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })

  test('asks for no money from a visitor in a fundraising-disabled state', async ({ page }) => {
    requireContent(!disabledZip, 'the export disables no state this test has a zip for')
    await page.goto(`/?zip=${disabledZip}`)
    await waitForHydration(page)
    // The zip lookup has answered once the alternative action stands where an ask was.
    await expect(page.locator('[data-fundraising-alternative]').first()).toBeAttached()
    await expect(headerOf(page).locator('[data-fundraising-ask]')).toHaveCount(0)
    await expect(menuButtonOf(page)).toBeVisible()
  })

  test('keeps the site’s name and the language switch in the row on an ad landing page, with no menu', async ({ page }) => {
    const landing = entriesOfPageType(exportPath, 'googleAdsLanding')[0]
    requireContent(!landing, 'the export has no search-ad landing page')
    await page.goto(pageUrlOf(landing!, 'en-US'))
    await waitForHydration(page)
    await expect(menuButtonOf(page)).toHaveCount(0)
    await expect(headerOf(page).locator('a[hreflang]')).toBeVisible()
    expect((await headerOf(page).boundingBox())!.height).toBeLessThanOrEqual(navOffset.small)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('reaches every navigation link through the native disclosure', async ({ page }) => {
      await page.goto('/')
      await menuButtonOf(page).click()
      const links = await menuLinksOf(page)
      await expect(links).toHaveCount(navigationLinkCount + 1)
      for (const link of await links.all()) {
        await expect(link).toBeVisible()
        // Visible, stable, enabled and not covered: a tap would land on it.
        await link.click({ trial: true })
      }
      const target = links.filter({ hasNot: page.locator('[hreflang]') }).and(page.locator('a[href^="/"]:not([href="/"])')).first()
      const href = (await target.getAttribute('href'))!
      await target.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`))
    })
  })
})
