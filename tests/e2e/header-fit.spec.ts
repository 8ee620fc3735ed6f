/**
 * The header from the tablet breakpoint up (ADR 058): one row, at most the medium navigation
 * offset tall, whatever the campaign's links; a link that does not fit is in the menu beside the
 * row, never on a second row. Measured from element boxes on the embedded export and on another
 * campaign's (foreign-shaped, long Spanish labels), in both languages, with JavaScript on (once
 * the row is measured) and off (the layout of the first paint, before any script).
 */
import { expect, test, type Browser, type Page } from '@playwright/test'
import { breakpoints, navOffset } from '../../src/theme/tokens'
import { E2E_SERVERS } from './servers'
import { readExport } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'

const WIDTHS = [breakpoints.tablet, breakpoints.desktopSmall, 1280, breakpoints.desktopMedium]
const EXPORTS = [
  { name: 'embedded', server: E2E_SERVERS.embedded },
  { name: 'foreign', server: E2E_SERVERS.foreign },
] as const
const LOCALES = [
  { locale: 'en-US', path: '/' },
  { locale: 'es-MX', path: '/es' },
] as const
/** After every takeover of these exports has ended: nothing covers the header. */
const AFTER_TAKEOVERS = new Date('2031-01-01T12:00:00Z')
/** No action modal over the page: these tests are about the header. */
const dismissModals = () => sessionStorage.setItem('SESSION_MODAL_DISMISS_KEY', 'header')

const navigationLinkCount = (exportPath: string) => {
  const settings = readExport(exportPath).entries.find((entry) => entry.sys.contentType.sys.id === 'siteSettings')
  return ((settings?.fields.navigationLinks?.['en-US'] as unknown[] | undefined) ?? []).length
}

type Part = { name: string; top: number; bottom: number }
type RowLink = { label: string; href: string; inRow: boolean; cut: boolean }
type Row = { headerHeight: number; links: RowLink[]; parts: Part[]; moreShown: boolean }

/** What the header shows, from its element boxes: the parts in its row and where each link is. */
const rowOf = (page: Page): Promise<Row> =>
  page.locator('[data-region="navigation"]').evaluate((header): Row => {
    const shown = (element: Element) => element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true })
    const part = (name: string, element: Element): Part => {
      const box = element.getBoundingClientRect()
      return { name, top: box.top, bottom: box.bottom }
    }
    const list = header.querySelector('nav ul')!
    const clip = list.getBoundingClientRect()
    const parts: Part[] = [part('site name', header.querySelector('a')!)]
    const links = [...list.querySelectorAll('a')].map((link): RowLink => {
      const box = link.getBoundingClientRect()
      // Shown in the row: visible and not on a line the list clips away.
      const inRow = shown(link) && box.top < clip.bottom && box.bottom > clip.top
      if (inRow) parts.push(part(link.textContent ?? '', link))
      return { label: link.textContent ?? '', href: link.getAttribute('href') ?? '', inRow, cut: inRow && (box.top < clip.top - 1 || box.bottom > clip.bottom + 1) }
    })
    const more = header.querySelector('[data-header-more] > summary')
    const moreShown = Boolean(more && shown(more))
    if (more && moreShown) parts.push(part('menu', more))
    const language = header.querySelector('a[hreflang]')
    if (language && shown(language)) parts.push(part('language', language))
    return { headerHeight: header.getBoundingClientRect().height, links, parts, moreShown }
  })

/** Every pair of parts overlaps vertically: one row. */
const oneRow = (parts: Part[]) => parts.every((a) => parts.every((b) => a.top < b.bottom && b.top < a.bottom))

async function openPage(browser: Browser, baseURL: string, width: number, javaScriptEnabled: boolean, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, javaScriptEnabled })
  const page = await context.newPage()
  if (javaScriptEnabled) {
    await page.addInitScript(dismissModals)
    await page.clock.setFixedTime(AFTER_TAKEOVERS)
  }
  await page.goto(path)
  if (!javaScriptEnabled) {
    // Without a script a takeover in the server's HTML covers the page until the visitor closes it (ADR 062).
    const takeover = page.locator('[data-region="takeover"]')
    if (await takeover.isVisible()) await takeover.locator('form[method="dialog"] button').click()
  }
  if (javaScriptEnabled) {
    await waitForHydration(page)
    // The row has been measured once the list says how many links fit.
    await expect(page.locator('[data-region="navigation"] nav ul[data-fitting]')).toBeAttached()
  }
  return { context, page }
}

/** Every link not shown in the row is in the menu: the menu button shows, and the link is visible once it opens. */
async function expectReachable(page: Page, row: Row, javaScriptEnabled: boolean): Promise<void> {
  const elsewhere = row.links.filter((link) => !link.inRow)
  const more = page.locator('[data-region="navigation"] [data-header-more]')
  if (javaScriptEnabled) {
    // Only the links that do not fit are in the menu, and the menu shows only when it has some.
    expect(row.moreShown).toBe(elsewhere.length > 0)
    await expect(more.locator('a')).toHaveCount(elsewhere.length)
  } else {
    // No script measured the row: the menu shows and holds every link.
    expect(row.moreShown).toBe(true)
    await expect(more.locator('a')).toHaveCount(row.links.length)
  }
  if (elsewhere.length === 0) return
  await more.locator('summary').click()
  const viewport = page.viewportSize()!
  for (const link of elsewhere) {
    const inMenu = more.locator(`a[href="${link.href}"]`, { hasText: link.label })
    await expect(inMenu).toBeVisible()
    const box = (await inMenu.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
    // Visible, stable, enabled and not covered: a click would land on it.
    await inMenu.click({ trial: true })
  }
}

for (const { name, server } of EXPORTS) {
  const linkCount = navigationLinkCount(server.exportPath)
  for (const { locale, path } of LOCALES) {
    for (const javaScriptEnabled of [true, false]) {
      test(`is one row with every link reachable (${name} export, ${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
        test.skip(linkCount === 0, 'the export has no navigation links')
        for (const width of WIDTHS) {
          const { context, page } = await openPage(browser, server.url, width, javaScriptEnabled, path)
          const row = await rowOf(page)
          test.info().annotations.push({
            type: 'header',
            description: `${width} px: ${row.headerHeight} px tall, ${row.links.filter((link) => link.inRow).length} of ${row.links.length} links in the row`,
          })
          expect(row.links, `${width} px`).toHaveLength(linkCount)
          expect(row.headerHeight, `${width} px`).toBeLessThanOrEqual(navOffset.medium)
          expect(oneRow(row.parts), `${width} px: ${JSON.stringify(row.parts)}`).toBe(true)
          expect(row.links.filter((link) => link.cut), `${width} px`).toEqual([])
          // The language switch never leaves the row.
          expect(row.parts.some((part) => part.name === 'language'), `${width} px`).toBe(true)
          await expectReachable(page, row, javaScriptEnabled)
          await context.close()
        }
      })
    }
  }
}

test('moves the links that do not fit into the menu and back as the window changes', async ({ browser }) => {
  const server = E2E_SERVERS.embedded
  test.skip(navigationLinkCount(server.exportPath) < 2, 'the export has too few navigation links to overflow a tablet row')
  const { context, page } = await openPage(browser, server.url, breakpoints.tablet, true, '/')
  const narrow = await rowOf(page)
  const inRowAtTablet = narrow.links.filter((link) => link.inRow).length
  expect(inRowAtTablet).toBeLessThan(narrow.links.length)
  await page.setViewportSize({ width: 2 * breakpoints.desktopMedium, height: 900 })
  const list = page.locator('[data-region="navigation"] nav ul')
  await expect.poll(async () => Number(await list.getAttribute('data-fitting'))).toBeGreaterThan(inRowAtTablet)
  const wide = await rowOf(page)
  expect(oneRow(wide.parts)).toBe(true)
  await expectReachable(page, wide, true)
  await context.close()
})
