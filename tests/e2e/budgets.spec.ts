/**
 * Delivery budgets, in Chromium against the production build: each page type's initial JS and
 * CSS (gzip, until hydration) within scripts/budgets/budgets.ts, fonts preloaded, the LCP image
 * prioritised, and nothing from another origin before the page has rendered.
 * Pages come from the export, so another campaign's content is held to the same budgets.
 */
import { expect, test } from '@playwright/test'
import { budgetViolations, weightRow, type PageWeight } from '../../scripts/budgets/budgets'
import { measurePageWeight } from '../../scripts/budgets/measure-page-weight'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf, requireContent } from './support/embedded-content'

const exportPath = E2E_SERVERS.embedded.exportPath

for (const { id } of pageTypeRegistry) {
  const entry = entriesOfPageType(exportPath, id)[0]
  test(`the ${id} page stays within its JS and CSS budgets`, async ({ page }, testInfo) => {
    requireContent(!entry, `the export has no ${id} page`)
    // The redirect page sends the visitor on to the provider, before its script when it can (ADR 037):
    // weighed with a zip to look up, which its script does, where it stands.
    const url = id === 'customDonationFormRedirect' ? `${pageUrlOf(entry!, 'en-US')}?zip=78701` : pageUrlOf(entry!, 'en-US')
    await page.route(/\/sandbox-donations\/donate\//, (route) => route.fulfill({ status: 204 }))
    const assets = await measurePageWeight(page, url)
    const weight: PageWeight = { pageType: id, url, homepage: id === 'campaignHomepage', ...assets }
    testInfo.annotations.push({ type: 'weight', description: weightRow(weight) })
    expect(assets.js.length).toBeGreaterThan(0)
    expect(budgetViolations([weight])).toEqual([])
  })
}

test('a homepage with a long rich-text body of every block kind stays within the homepage budget', async ({ page }, testInfo) => {
  const url = `${E2E_SERVERS.richHomepage.url}/`
  const assets = await measurePageWeight(page, url)
  // The body rendered: its table and embedded asset are on the page, so their code was weighed.
  await expect(page.locator('main table')).toHaveCount(1)
  await expect(page.locator('main figure img, main img').first()).toBeVisible()
  const weight: PageWeight = { pageType: 'campaignHomepage (rich body)', url, homepage: true, ...assets }
  testInfo.annotations.push({ type: 'weight', description: weightRow(weight) })
  expect(budgetViolations([weight])).toEqual([])
})

test('the homepage prioritises its hero image, preloads the one brand font file its title needs and asks no other origin', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchPriority="high"\/>/)
  // The latin file of Archivo (ADR 061), fetched in CORS mode as the stylesheet's face will ask for it.
  const fontPreloads = [...html.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map(([link]) => link)
  expect(fontPreloads).toHaveLength(1)
  expect(fontPreloads[0]).toMatch(/type="font\/woff2"/)
  expect(fontPreloads[0]).toMatch(/crossorigin="anonymous"/i)

  const origin = new URL(E2E_SERVERS.embedded.url).origin
  const foreign: string[] = []
  const fonts: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith('data:') && new URL(request.url()).origin !== origin) foreign.push(request.url())
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
  })
  await page.goto('/', { waitUntil: 'load' })
  expect(foreign).toEqual([])
  // The preload and the face are one request: the same URL, in the same mode.
  const preloaded = /href="([^"]+)"/.exec(fontPreloads[0]!)![1]!
  expect(fonts).toEqual([preloaded])
})
