import { expect, test } from '@playwright/test'
import zipcodes from 'zipcodes'
import { E2E_SERVERS } from './servers'
import { entriesOfType, localized, requireContent } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'

const targeted = entriesOfType(E2E_SERVERS.embedded.exportPath, 'personalizedContent').find(
  (entry) => ((entry.fields.stateCodes?.['en-US'] as string[] | undefined) ?? []).length > 0,
)

requireContent(!targeted, 'the embedded content has no state-targeted personalised content')

test('content targeted at the visitor’s state appears on the homepage once the zip is known', async ({ page }) => {
  const state = (targeted!.fields.stateCodes!['en-US'] as string[])[0]!
  const zip = zipcodes.lookupByState(state)[0]!.zip
  const key = targeted!.fields.key!['en-US'] as string
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator(`[data-personalized-key="${key}"]`)).toHaveCount(0)
  await page.goto(`/?zip=${zip}`)
  const callout = page.locator(`[data-personalized-key="${key}"]`)
  await expect(callout).toBeVisible()
  await expect(callout).toContainText(localized(targeted!, 'heading', 'en-US')!)
})

test('the zip is remembered: a later visit without ?zip= still gets the targeted content', async ({ page }) => {
  const state = (targeted!.fields.stateCodes!['en-US'] as string[])[0]!
  const zip = zipcodes.lookupByState(state)[0]!.zip
  const key = targeted!.fields.key!['en-US'] as string
  await page.goto(`/?zip=${zip}`)
  await expect(page.locator(`[data-personalized-key="${key}"]`)).toBeVisible()
  await page.goto('/es')
  await expect(page.locator(`[data-personalized-key="${key}"]`)).toBeVisible()
})

test('a corrupted remembered entry is ignored with a console message, and the page works', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
  await page.goto('/')
  await page.evaluate(() => window.localStorage.setItem('campaign-site:client-attributes', '{oops'))
  await page.reload()
  await waitForHydration(page)
  await expect.poll(() => messages.some((message) => message.includes('client-attributes'))).toBe(true)
  await expect(page.locator('[data-page-type="campaignHomepage"]')).toBeVisible()
})
