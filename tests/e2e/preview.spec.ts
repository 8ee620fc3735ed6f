/**
 * The preview, as an editor and as everyone else meet it: a signed link, or the secret typed into
 * the preview form, puts this browser in preview — drafts show, a banner says so on every page and
 * offers the way out, and nothing of it may be kept by a cache or listed by a search engine. A
 * visitor without the cookie never sees a draft, not even right after an editor looked at it. A
 * wrong secret, a forged link or a secret in the URL changes nothing.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { DRAFT_PAGE, PLAIN_PAGE, PREVIEW_SECRET } from './fixture-constants'
import { E2E_SERVERS } from './servers'
import { waitForHydration } from './support/page-errors'
import { previewLink } from './support/preview-link'

test.use({ baseURL: E2E_SERVERS.flags.url })

test('a wrong secret, a forged link or a secret in the URL is refused and shows no draft', async ({ request }) => {
  const attempts = [
    () => request.get('/api/preview', { maxRedirects: 0 }),
    // The secret in a URL is no longer read, right or wrong.
    () => request.get(`/api/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(DRAFT_PAGE.path)}`, { maxRedirects: 0 }),
    () => request.post('/api/preview', { form: { secret: `${PREVIEW_SECRET}x`, path: DRAFT_PAGE.path }, maxRedirects: 0 }),
    () => request.get(previewLink(DRAFT_PAGE.path).replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`), { maxRedirects: 0 }),
  ]
  for (const attempt of attempts) {
    const response = await attempt()
    expect([200, 401]).toContain(response.status())
    expect(response.headers()['set-cookie']).toBeUndefined()
    expect(response.headers()['cache-control']).toContain('no-store')
  }
  expect((await request.get(DRAFT_PAGE.path)).status()).toBe(404)
})

test("the preview form takes the secret in its body, with scripts off, and goes to the page Contentful's preview URL named", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: E2E_SERVERS.flags.url, javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto(`/api/preview?path=${encodeURIComponent(DRAFT_PAGE.path)}`)
    await page.getByLabel('Preview secret').fill(PREVIEW_SECRET)
    await page.getByRole('button', { name: 'See drafts' }).click()
    await expect(page).toHaveURL(new RegExp(`${DRAFT_PAGE.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_PAGE.title)
    // Back at Contentful's preview URL, the browser in preview goes straight to the page.
    await page.goto(`/api/preview?path=${encodeURIComponent(PLAIN_PAGE)}`)
    await expect(page).toHaveURL(new RegExp(`${PLAIN_PAGE}$`))
  } finally {
    await context.close()
  }
})

test('a signed link shows drafts to this browser, with a banner, privately, until it leaves', async ({ page, browser }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(previewLink(DRAFT_PAGE.path))
  await expect(page).toHaveURL(new RegExp(`${DRAFT_PAGE.path}$`))
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_PAGE.title)
  const banner = page.locator('[data-preview-banner]')
  await expect(banner).toBeVisible()

  // Every response in preview is this browser's alone, and not for search engines.
  const response = await page.request.get(PLAIN_PAGE)
  expect(response.headers()['cache-control']).toBe('private, no-store')
  expect(response.headers()['x-robots-tag']).toBe('noindex')
  expect(response.headers()['x-origin-cache']).toBeUndefined()

  // Someone else, at the same moment, gets the published site: no draft, no banner.
  const visitor = await browser.newPage({ baseURL: E2E_SERVERS.flags.url })
  expect((await visitor.goto(DRAFT_PAGE.path))?.status()).toBe(404)
  await visitor.goto(PLAIN_PAGE)
  await waitForHydration(visitor)
  await expect(visitor.locator('[data-preview-banner]')).toHaveCount(0)
  await visitor.close()

  // Leaving the preview, from the banner.
  await banner.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`${DRAFT_PAGE.path}$`))
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(DRAFT_PAGE.title)
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('the preview cookie cannot be made up', async ({ request }) => {
  const forged = `${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`
  expect((await request.get(DRAFT_PAGE.path, { headers: { cookie: `preview=${forged}` } })).status()).toBe(404)
})

test('a page in preview, banner included, has no axe violations', async ({ page }) => {
  await page.goto(previewLink(PLAIN_PAGE))
  await waitForHydration(page)
  await expect(page.locator('[data-preview-banner]')).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})
