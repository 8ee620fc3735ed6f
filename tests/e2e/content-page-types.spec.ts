/**
 * The page types as a visitor meets them: each answers in both languages with its title
 * in the server HTML and only its own code; plans filter and search by keyboard, pointer and URL;
 * the toolkit video costs nothing until asked for; the story's graphic follows the reading.
 * Pages and expectations come from the export, so another campaign's content passes too.
 */
import { expect, test, type Page } from '@playwright/test'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, entryById, localized, pageUrlOf, showsOneOfTitles, titleVariants } from './support/embedded-content'
import { collectPageErrors, waitForHydration } from './support/page-errors'
import { loadedAllItLoads } from './support/settled'

const exportPath = E2E_SERVERS.embedded.exportPath
const LOCALES = ['en-US', 'es-MX'] as const
// Every implemented page type: each must have content in the export.
const CONTENT_PAGE_TYPES = pageTypeRegistry.map((definition) => definition.id)
const chunkName = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

function scriptRequests(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

for (const id of CONTENT_PAGE_TYPES) {
  const entry = entriesOfPageType(exportPath, id)[0]
  for (const locale of LOCALES) {
    test(`${id} answers 200 in ${locale} with its title and page type in the server HTML, loading only its own page-type code`, async ({ page, request }) => {
      expect(entry, `the export has a ${id} page`).toBeTruthy()
      const url = pageUrlOf(entry!, locale)
      const response = await request.get(url)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`data-page-type="${id}"`)
      // An experiment may show a variation's title instead (the homepage's does).
      const titles = titleVariants(exportPath, entry!, locale)
      expect(showsOneOfTitles(html, titles)).toBe(true)
      expect(html).toContain(`lang="${locale}"`)

      const errors = collectPageErrors(page)
      const scripts = scriptRequests(page)
      if (id === 'customDonationFormRedirect') {
        // Its purpose is to leave: the browser goes on to the provider's hosted form (the sandbox's here).
        await page.goto(url)
        await page.waitForURL(/\/sandbox-donations\/donate\//)
        await expect(page.locator('[data-donation-embed] form')).toBeVisible()
        expect(errors).toEqual([])
        return
      }
      await page.goto(url)
      await waitForHydration(page)
      await expect(page.locator(`[data-page-type="${id}"] h1`)).toHaveText(new RegExp(`^(${titles.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`))
      expect(scripts.some((script) => script.includes(chunkName(id)))).toBe(true)
      const others = pageTypeRegistry.map((definition) => definition.id).filter((other) => other !== id)
      expect(scripts.filter((script) => others.some((other) => script.includes(`/${chunkName(other)}-`)))).toEqual([])
      expect(errors).toEqual([])
    })
  }
}

test.describe('the plans landing page', () => {
  const landing = entriesOfPageType(exportPath, 'plansLanding')[0]!
  const plans = entriesOfPageType(exportPath, 'planDetail')
  const topicsOf = (plan: (typeof plans)[number]) =>
    ((plan.fields.topics?.['en-US'] ?? []) as { sys: { id: string } }[]).flatMap((link) => {
      const topic = entryById(exportPath, link.sys.id)
      return topic ? [topic] : []
    })
  // The topic with the fewest plans (but at least one), so filtering visibly narrows the list.
  const topics = [...new Map(plans.flatMap(topicsOf).map((topic) => [topic.sys.id, topic])).values()]
  const plansIn = (topicId: string) => plans.filter((plan) => topicsOf(plan).some((topic) => topic.sys.id === topicId))
  const topic = topics.sort((a, b) => plansIn(a.sys.id).length - plansIn(b.sys.id).length)[0]!
  const slug = topic.fields.slug?.['en-US'] as string

  test('lists every plan; a topic filters the list by keyboard and the view is kept in the URL', async ({ page }) => {
    const url = pageUrlOf(landing, 'en-US')
    await page.goto(url)
    await waitForHydration(page)
    const cards = page.locator('[data-page-type="plansLanding"] ul li a[href]').filter({ has: page.locator('strong') })
    await expect(cards).toHaveCount(plans.length)

    const toggle = page.locator('summary', { hasText: /topic/i })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const choice = page.getByRole('link', { name: localized(topic, 'title', 'en-US')!, exact: true })
    await choice.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`[?&]topic=${slug}(&|$)`))
    await expect(cards).toHaveCount(plansIn(topic.sys.id).length)
    await expect(page.getByRole('status')).toContainText(String(plansIn(topic.sys.id).length === 1 ? 1 : plansIn(topic.sys.id).length))
  })

  test('search suggests plans as the visitor types; arrow keys and Enter open the chosen plan', async ({ page }) => {
    const target = plans[0]!
    const title = localized(target, 'title', 'en-US')!
    const word = title.split(/\s+/).find((part) => part.length > 4) ?? title
    await page.goto(pageUrlOf(landing, 'en-US'))
    await waitForHydration(page)
    const box = page.getByRole('combobox')
    await box.focus()
    await page.keyboard.type(word)
    const option = page.getByRole('option', { name: title })
    await expect(option).toBeVisible()
    // The typed words reach the URL, so the filtered view can be shared.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`))
    const options = await page.getByRole('option').allTextContents()
    for (let step = 0; step <= options.indexOf(title); step += 1) await page.keyboard.press('ArrowDown')
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${pageUrlOf(target, 'en-US')}$`))
    await expect(page.locator('[data-page-type="planDetail"] h1')).toHaveText(title)
  })

  test('a search with no result says so in Spanish, from a shared URL', async ({ page }) => {
    await page.goto(`${pageUrlOf(landing, 'es-MX')}?q=zzqxv`)
    await waitForHydration(page)
    await expect(page.getByText('Ninguna propuesta coincide con tu búsqueda')).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the filtered list is rendered by the server and the search form still works', async ({ page }) => {
      await page.goto(`${pageUrlOf(landing, 'en-US')}?topic=${slug}`)
      const cards = page.locator('[data-page-type="plansLanding"] ul li a[href]').filter({ has: page.locator('strong') })
      await expect(cards).toHaveCount(plansIn(topic.sys.id).length)
      await page.getByRole('combobox').fill('zzqxv')
      await page.getByRole('button', { name: 'Search' }).click()
      await expect(page).toHaveURL(/q=zzqxv/)
      await expect(page.getByText('No plan matches your search')).toBeVisible()
    })
  })
})

test('a plan’s sticky header appears once its title has scrolled away, and leaves when it returns', async ({ page }) => {
  const plan = entriesOfPageType(exportPath, 'planDetail')[0]!
  await page.setViewportSize({ width: 390, height: 700 })
  await page.goto(pageUrlOf(plan, 'en-US'))
  await waitForHydration(page)
  const sticky = page.locator('[data-sticky-header]')
  await expect(sticky).toHaveAttribute('data-visible', 'false')
  await page.mouse.wheel(0, 1600)
  await expect(sticky).toHaveAttribute('data-visible', 'true')
  await expect(sticky).toContainText(localized(plan, 'title', 'en-US')!)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(sticky).toHaveAttribute('data-visible', 'false')
})

test('the toolkit video: no player code and no video request until the thumbnail is activated', async ({ page }) => {
  const toolkit = entriesOfPageType(exportPath, 'toolkitDetail').find((entry) => localized(entry, 'videoUrl', 'en-US'))
  expect(toolkit, 'a toolkit with a video').toBeTruthy()
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  const fromPlayer = () => requests.filter((url) => url.includes('video-player') || /\.(webm|mp4)(\?|$)/.test(url) || !url.startsWith(E2E_SERVERS.embedded.url))
  await page.goto(pageUrlOf(toolkit!, 'en-US'))
  await waitForHydration(page)
  await loadedAllItLoads(page)
  expect(fromPlayer()).toEqual([])

  await page.getByRole('button', { name: /Play the video/ }).press('Enter')
  const player = page.locator('[data-video] video, [data-video] iframe')
  await expect(player).toBeVisible()
  await expect(player).toBeFocused()
  expect(fromPlayer().some((url) => url.includes('video-player'))).toBe(true)
})

test('the story’s graphic follows the step being read', async ({ page }) => {
  const story = entriesOfPageType(exportPath, 'scrollytelling')[0]!
  await page.goto(pageUrlOf(story, 'en-US'))
  await waitForHydration(page)
  const graphics = page.locator('[data-story-graphic] img')
  await expect(graphics.nth(0)).toHaveAttribute('data-active', 'true')
  await page.locator('[data-story-step="2"]').scrollIntoViewIfNeeded()
  await page.locator('[data-story-step="2"]').evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await expect(graphics.nth(2)).toHaveAttribute('data-active', 'true')
  await expect(graphics.nth(0)).toHaveAttribute('data-active', 'false')
})
