/**
 * State pages end to end (ADR 051), as a scenario any server of the same build can be put through:
 * `describeStatePages(baseURL)` on node (tests/e2e/state-pages.spec.ts) and under the Workers
 * runtime alike. The server serves the state pages export (tests/e2e/support/state-pages-export.ts):
 * an Iowa homepage, a New Hampshire copy of a content page. A visitor's location comes from a zip
 * in the URL (`?zip=`) or from the location cookie as a visitor's browser keeps it.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { LOCATION_COOKIE, parseLocationCookie, serializeLocationCookie, type VisitorLocation } from '../../src/shared/segments/location-cookie.ts'
import { localized, publicPath, readExport } from '../e2e/support/embedded-content.ts'
import { collectPageErrors, waitForHydration } from '../e2e/support/page-errors.ts'
import { IOWA_HOME_TEXT, NEW_HAMPSHIRE_TITLE_PREFIX, newHampshireBaseOf } from '../e2e/support/state-pages-export.ts'

const GENERATED_EXPORT = 'tests/e2e/.generated/state-pages-export.json'
const LOCALES = ['en-US', 'es-MX'] as const
const IOWA: VisitorLocation = { zip: '50309', stateCode: 'IA', city: 'Des Moines' }
const NEW_HAMPSHIRE: VisitorLocation = { zip: '03301', stateCode: 'NH', city: 'Concord' }
const home = (locale: (typeof LOCALES)[number]) => (locale === 'en-US' ? '/' : '/es')
/** A state page's suffix anywhere in a page: in a link, a canonical, an hreflang or the page's data. */
const STATE_SUFFIX = /--(ia|nh)\b/

/** `exportPath`: the export the server serves (the generated one unless the server was given another copy). */
export function describeStatePages(baseURL: string, exportPath = GENERATED_EXPORT): void {
  const base = newHampshireBaseOf(readExport(exportPath).entries)
  const newHampshire = (locale: (typeof LOCALES)[number]) => ({
    url: publicPath(localized(base, 'path', locale) ?? '/', locale),
    title: `${NEW_HAMPSHIRE_TITLE_PREFIX}${localized(base, 'title', locale) ?? ''}`,
  })

  async function visitorIn(context: BrowserContext, location: VisitorLocation): Promise<void> {
    await context.addCookies([{ name: LOCATION_COOKIE, value: serializeLocationCookie(location), url: baseURL }])
  }
  async function keptLocation(context: BrowserContext): Promise<VisitorLocation | null> {
    const cookie = (await context.cookies(baseURL)).find((candidate) => candidate.name === LOCATION_COOKIE)
    return parseLocationCookie(cookie?.value)
  }
  const html = async (request: APIRequestContext, path: string, location: VisitorLocation | null) => {
    const response = await request.get(`${baseURL}${path}`, { headers: location ? { cookie: `${LOCATION_COOKIE}=${serializeLocationCookie(location)}` } : {} })
    expect(response.status()).toBe(200)
    return { text: await response.text(), vary: response.headers().vary ?? '' }
  }
  const mainText = (page: Page) => page.locator('main')

  test.describe(`state pages at ${baseURL}`, () => {
    test.describe('in the server’s HTML, scripts off', () => {
      test.use({ javaScriptEnabled: false })

      for (const locale of LOCALES) {
        test(`a visitor in Iowa by the location cookie gets the Iowa homepage at ${home(locale)}, and a New Hampshire visitor the national one and their page`, async ({ page, context }) => {
          await visitorIn(context, IOWA)
          await page.goto(`${baseURL}${home(locale)}`)
          await expect(mainText(page)).toContainText(IOWA_HOME_TEXT[locale])
          await expect(page.locator('[data-action="show-national-page"]')).toBeVisible()
          await context.clearCookies()
          await visitorIn(context, NEW_HAMPSHIRE)
          await page.goto(`${baseURL}${home(locale)}`)
          await expect(mainText(page)).not.toContainText(IOWA_HOME_TEXT[locale])
          await page.goto(`${baseURL}${newHampshire(locale).url}`)
          await expect(page.locator('h1')).toHaveText(newHampshire(locale).title)
        })

        test(`a zip in the URL serves the Iowa homepage at ${home(locale)} in the first HTML, and a later load without it still does`, async ({ page }) => {
          await page.goto(`${baseURL}${home(locale)}?zip=50309`)
          await expect(mainText(page)).toContainText(IOWA_HOME_TEXT[locale])
          await page.goto(`${baseURL}${home(locale)}`)
          await expect(mainText(page)).toContainText(IOWA_HOME_TEXT[locale])
        })
      }

      test('a New Hampshire zip gets the national homepage and the New Hampshire page', async ({ page }) => {
        await page.goto(`${baseURL}/?zip=03301`)
        await expect(mainText(page)).not.toContainText(IOWA_HOME_TEXT['en-US'])
        await page.goto(`${baseURL}${newHampshire('en-US').url}`)
        await expect(page.locator('h1')).toHaveText(newHampshire('en-US').title)
      })

      test('the national control turns state pages off for later pages, and the way back turns them on', async ({ page, context }) => {
        await visitorIn(context, IOWA)
        await page.goto(`${baseURL}/es`)
        await page.locator('[data-action="show-national-page"]').click()
        await expect(page).toHaveURL(`${baseURL}/es`)
        await expect(mainText(page)).not.toContainText(IOWA_HOME_TEXT['es-MX'])
        expect(await keptLocation(context)).toEqual({ ...IOWA, disableLiberty: true })
        await page.goto(`${baseURL}/`)
        await expect(mainText(page)).not.toContainText(IOWA_HOME_TEXT['en-US'])
        await page.locator('[data-action="show-state-page"]').click()
        await expect(page).toHaveURL(`${baseURL}/`)
        await expect(mainText(page)).toContainText(IOWA_HOME_TEXT['en-US'])
        expect(await keptLocation(context)).toEqual(IOWA)
      })
    })

    test('with scripts, the control does the same, and a client navigation serves the state page as a full load does', async ({ page, context }) => {
      const errors = collectPageErrors(page)
      await visitorIn(context, IOWA)
      await page.goto(`${baseURL}${newHampshire('en-US').url}`)
      await waitForHydration(page)
      await expect(page.locator('[data-action="show-national-page"]')).toHaveCount(0)
      await page.locator('header a[href="/"]').first().click()
      await expect(page).toHaveURL(`${baseURL}/`)
      await expect(mainText(page)).toContainText(IOWA_HOME_TEXT['en-US'])
      await page.locator('[data-action="show-national-page"]').click()
      await expect(page.locator('[data-action="show-state-page"]')).toBeVisible()
      await expect(mainText(page)).not.toContainText(IOWA_HOME_TEXT['en-US'])
      expect(await keptLocation(context)).toEqual({ ...IOWA, disableLiberty: true })
      expect(errors).toEqual([])
    })

    test('an Iowa visitor followed by one without a cookie, or from another state, never leaks the Iowa page', async ({ request }) => {
      for (let round = 0; round < 3; round += 1) {
        const iowa = await html(request, '/', IOWA)
        expect(iowa.text).toContain(IOWA_HOME_TEXT['en-US'])
        for (const location of [null, NEW_HAMPSHIRE, { ...IOWA, disableLiberty: true }]) {
          const other = await html(request, '/', location)
          expect(other.text).not.toContain(IOWA_HOME_TEXT['en-US'])
          // A shared cache in front must key on the cookie for this URL.
          expect(other.vary).toMatch(/\bCookie\b/)
        }
      }
    })

    test('no link, canonical, hreflang, page data or sitemap entry names a state page’s path; the path itself is no page', async ({ request }) => {
      for (const [path, location] of [
        ['/', IOWA],
        ['/es', IOWA],
        [newHampshire('en-US').url, NEW_HAMPSHIRE],
        [newHampshire('es-MX').url, NEW_HAMPSHIRE],
      ] as const) {
        const { text } = await html(request, path, location)
        expect(text).not.toMatch(STATE_SUFFIX)
        expect(text).toMatch(new RegExp(`<link[^>]+rel="canonical"[^>]+href="[^"]*${path === '/' ? '/"' : path}`))
      }
      const sitemap = await request.get(`${baseURL}/sitemap.xml`)
      expect(await sitemap.text()).not.toContain('--')
      for (const path of ['/--ia', '/es/--ia', `${newHampshire('en-US').url}--nh`]) {
        const response = await request.get(`${baseURL}${path}`, { headers: { cookie: `${LOCATION_COOKIE}=${serializeLocationCookie(IOWA)}` } })
        expect(response.status()).toBe(404)
      }
    })
  })
}
