import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfType, localized, readExport, titleIn, titleVariants, requireContent } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'
import { loadedAllItLoads } from './support/settled'

const path = E2E_SERVERS.embedded.exportPath
const home = entriesOfType(path, 'campaignHomepage')[0]!
const experiment = entriesOfType(path, 'experiment').find((entry) => entry.fields.isActive?.['en-US'] === true)
requireContent(!experiment, 'the embedded content has no active experiment')

const name = experiment!.fields.experimentName!['en-US'] as string
const variationIds = (experiment!.fields.variations!['en-US'] as { sys: { id: string } }[]).map((link) => link.sys.id)
const variation = readExport(path).entries.find((entry) => entry.sys.id === variationIds[0])!
const variationName = variation.fields.variationName!['en-US'] as string
const overriddenTitle = (() => {
  const title = (variation.fields.contentOverrides!['en-US'] as { title?: string | Record<string, string> }).title
  return typeof title === 'string' ? title : title?.['en-US']
})()

test('a forced variation is in the server HTML: no JavaScript needed to see it', async ({ request }) => {
  requireContent(!overriddenTitle, 'the first variation does not override the title')
  const response = await request.get(`/?experiment-${encodeURIComponent(name)}=${encodeURIComponent(variationName)}`)
  const html = await response.text()
  expect(titleIn(html)).toBe(overriddenTitle)
  expect(html).toMatch(new RegExp(`<h1[^>]*>${overriddenTitle}</h1>`))
  // Handing out an assignment makes the response this visitor's own.
  expect(response.headers()['cache-control']).toContain('private')
})

test('a first visit shows one variation from the first paint on, the same after hydration and after a reload', async ({ page }) => {
  await page.addInitScript(() => {
    const changes: string[] = []
    ;(window as unknown as { headingChanges: string[] }).headingChanges = changes
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement
        if (target?.closest('h1')) changes.push(target.textContent ?? '')
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto('/')
  await waitForHydration(page)
  const first = await page.locator('h1').first().textContent()
  expect(titleVariants(path, home, 'en-US')).toContain(first)
  // The only h1 writes are the parser's own, before hydration: nothing rewrites it afterwards.
  await loadedAllItLoads(page)
  const changes = await page.evaluate(() => (window as unknown as { headingChanges: string[] }).headingChanges)
  expect(changes.every((text) => text === first)).toBe(true)

  const assigned = await page.evaluate((experimentName) => window.localStorage.getItem(experimentName), name)
  expect(assigned).toBeTruthy()
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
  expect(events.filter((event) => event.event === 'experiment_exposure')).toEqual([{ event: 'experiment_exposure', experiment: name, variation: assigned, page: '/' }])

  for (let visit = 0; visit < 3; visit++) {
    await page.reload()
    await waitForHydration(page)
    expect(await page.locator('h1').first().textContent()).toBe(first)
  }
})

test('the assignment holds across languages', async ({ page }) => {
  await page.goto(`/?experiment-${encodeURIComponent(name)}=${encodeURIComponent(variationName)}`)
  await waitForHydration(page)
  await page.goto('/es')
  const spanish = (variation.fields.contentOverrides!['en-US'] as { title?: Record<string, string> | string }).title
  const expected = typeof spanish === 'object' ? spanish['es-MX'] : spanish
  requireContent(!expected, 'the variation has no title override')
  await expect(page.locator('h1').first()).toHaveText(expected!)
})

test('a page with no active experiment sends two different visitors the same cacheable HTML', async ({ playwright }) => {
  const content = entriesOfType(path, 'contentDetail')[0]!
  const url = localized(content, 'path', 'en-US')!
  const visitor = (cookie?: string) =>
    playwright.request.newContext({ baseURL: E2E_SERVERS.embedded.url, extraHTTPHeaders: cookie ? { cookie } : {} })
  const [one, two] = await Promise.all([visitor(), visitor(`exp=${encodeURIComponent(JSON.stringify({ [name]: variationName }))}; other=1`)])
  const [a, b] = await Promise.all([one.get(url), two.get(url)])
  for (const response of [a, b]) {
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/public/)
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/)
    expect(response.headers()['set-cookie']).toBeUndefined()
    expect(response.headers()['vary'] ?? '').not.toMatch(/cookie/i)
  }
  // Render timestamps aside (when each copy was made), the two bodies are the same document.
  const normalize = (html: string) => html.replace(/\b\d{13}\b/g, 'T')
  expect(normalize(await a.text())).toBe(normalize(await b.text()))
  await Promise.all([one.dispose(), two.dispose()])
})
