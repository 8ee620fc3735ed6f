/**
 * Delivery budgets, in Chromium against the production build: each page type's JavaScript in its
 * first seconds (gzip, every script fetched before a first act or until 3 s after the load event,
 * ADR 063) and CSS within scripts/budgets/budgets.ts, on the embedded export and on a foreign-shaped
 * one; fonts preloaded, the LCP image prioritised, and nothing from another origin before the page
 * has rendered. Pages come from the export, so another campaign's content is held to the same budgets.
 */
import { expect, test, type Page } from '@playwright/test'
import { budgetViolations, weightRow, type PageWeight } from '../../scripts/budgets/budgets'
import { measurePageWeight } from '../../scripts/budgets/measure-page-weight'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf, requireContent } from './support/embedded-content'

/** An image for Contentful's host, where the foreign export keeps its files: the page is weighed as it would load. */
const PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'

async function weigh(page: Page, pageType: string, url: string): Promise<PageWeight> {
  await page.route(/\/sandbox-donations\/donate\//, (route) => route.fulfill({ status: 204 }))
  await page.route('https://*.ctfassets.net/**', (route) => route.fulfill({ contentType: 'image/svg+xml', body: PIXEL }))
  const assets = await measurePageWeight(page, url)
  return { pageType, url, homepage: pageType === 'campaignHomepage', ...assets }
}

const EXPORTS = [
  // Every page type: the embedded export has one page of each.
  { name: 'embedded', server: E2E_SERVERS.embedded, pageTypes: pageTypeRegistry.map(({ id }) => id) },
  // Another campaign's: a rich-text homepage with an active takeover and an experiment, and the page types it has.
  { name: 'foreign', server: E2E_SERVERS.foreign, pageTypes: pageTypeRegistry.map(({ id }) => id).filter((id) => id === 'campaignHomepage' || entriesOfPageType(E2E_SERVERS.foreign.exportPath, id).length > 0) },
] as const

for (const { name, server, pageTypes } of EXPORTS) {
  for (const id of pageTypes) {
    const entry = entriesOfPageType(server.exportPath, id)[0]
    test(`${name}: the ${id} page stays within its JS and CSS budgets`, async ({ page }, testInfo) => {
      requireContent(!entry, `the ${name} export has no ${id} page`)
      // The redirect page sends the visitor on to the provider, before its script when it can (ADR 037):
      // weighed with a zip to look up, which its script does, where it stands.
      const path = id === 'customDonationFormRedirect' ? `${pageUrlOf(entry!, 'en-US')}?zip=78701` : pageUrlOf(entry!, 'en-US')
      const weight = await weigh(page, id, `${server.url}${path}`)
      testInfo.annotations.push({ type: 'weight', description: weightRow(weight) })
      expect(weight.js.length).toBeGreaterThan(0)
      expect(budgetViolations([weight])).toEqual([])
    })
  }
}

test('a homepage with a long rich-text body of every block kind stays within the homepage budget', async ({ page }, testInfo) => {
  const weight = await weigh(page, 'campaignHomepage', `${E2E_SERVERS.richHomepage.url}/`)
  // The body rendered: its table and embedded asset are on the page, so their code was weighed.
  await expect(page.locator('main table')).toHaveCount(1)
  await expect(page.locator('main figure img, main img').first()).toBeVisible()
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
