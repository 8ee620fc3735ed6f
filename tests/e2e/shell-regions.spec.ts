import { expect, test } from '@playwright/test'
import { FLAG_PAGES, PLAIN_PAGE } from './fixture-constants'
import { E2E_SERVERS } from './servers'
import { regionsInOrder } from './support/page-errors'

test.use({ baseURL: E2E_SERVERS.flags.url })

const DEFAULT_REGIONS = ['alert-bar', 'navigation', 'main', 'donate-bar', 'footer', 'modal-layer']

test('a page without flags shows the default regions in their documented order, the modal layer last', async ({ page }) => {
  await page.goto(PLAIN_PAGE)
  expect(await regionsInOrder(page)).toEqual(DEFAULT_REGIONS)
})

const removed = {
  disableAlertBar: 'alert-bar',
  disableNavigation: 'navigation',
  disableDonateBar: 'donate-bar',
  disableFooter: 'footer',
} as const

for (const [flag, region] of Object.entries(removed)) {
  test(`${flag} removes exactly the ${region} region`, async ({ page }) => {
    await page.goto(FLAG_PAGES[flag as keyof typeof removed])
    expect(await regionsInOrder(page)).toEqual(DEFAULT_REGIONS.filter((name) => name !== region))
  })
}

test('enableSplashPage adds the splash before every other region', async ({ page }) => {
  await page.goto(FLAG_PAGES.enableSplashPage)
  expect(await regionsInOrder(page)).toEqual(['splash', ...DEFAULT_REGIONS])
})

test('the flags hold in Spanish too', async ({ page }) => {
  await page.goto(`/es${FLAG_PAGES.disableFooter}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX')
  expect(await regionsInOrder(page)).toEqual(DEFAULT_REGIONS.filter((name) => name !== 'footer'))
})
