/**
 * The visitor's location, known on the first request (ADR 050), against the embedded server, which
 * runs as behind a CDN (TRUST_PROXY): the CDN's visitor-location headers are sent as Cloudflare
 * writes them. With scripts off, the server's HTML alone shows what the location changes; the
 * places and the copy come from the export's own settings, not from this file.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import zipcodes from 'zipcodes'
import { LOCATION_COOKIE, parseLocationCookie } from '../../src/shared/segments/location-cookie'
import { US_STATE_CODES, isUsPlaceCode, isUsTerritoryCode } from '../../src/shared/segments/us-states'
import { E2E_SERVERS } from './servers'
import { entriesOfType, requireContent } from './support/embedded-content'
import { collectPageErrors, waitForHydration } from './support/page-errors'

type ActionModal = { settingsKey: string; modalType: string; pageTypes: string[]; stateCode: string[]; isFundraising: boolean }

const settings = entriesOfType(E2E_SERVERS.embedded.exportPath, 'siteSettings')[0]!
const disabledStates = ((settings.fields.fundraisingLabels?.['en-US'] as { disabledStates?: string[] })?.disabledStates ?? []).map((code) => code.toUpperCase())
const actionModals = (settings.fields.mobilizationLabels?.['en-US'] as { actionModals?: ActionModal[] })?.actionModals ?? []
const modalLabels = (settings.fields.modalLabels?.['en-US'] ?? {}) as Record<string, { heading: string }>

/** A fundraising-disabled place the edge can name, a zip in it, and a state that asks for money as usual. */
const disabledPlace = disabledStates.find(isUsPlaceCode)
const disabledZip = disabledPlace ? zipcodes.lookupByState(disabledPlace)[0]?.zip : undefined
const askingState = US_STATE_CODES.find((code) => !disabledStates.includes(code))!
const askingZip = zipcodes.lookupByState(askingState)[0]!.zip

/** Cloudflare's visitor-location headers for a place: a state is a US region; a territory is a country of its own. */
const edgeHeadersFor = (place: string): Record<string, string> =>
  isUsTerritoryCode(place) ? { 'cf-ipcountry': place } : { 'cf-ipcountry': 'US', 'cf-region-code': place }

/** The first homepage modal a visitor in the state is chosen (the list's order decides), when it is one targeted at that state. */
function targetedHomepageModal(): { state: string; modal: ActionModal } | undefined {
  const chosenFor = (state: string) =>
    actionModals.find((entry) => (entry.stateCode.length === 0 || entry.stateCode.includes(state)) && entry.pageTypes.includes('campaignHomepage') && !(entry.isFundraising && disabledStates.includes(state)) && modalLabels[entry.settingsKey])
  for (const state of actionModals.flatMap((entry) => entry.stateCode).filter(isUsPlaceCode)) {
    const modal = chosenFor(state)
    if (modal && modal.stateCode.length > 0) return { state, modal }
  }
  return undefined
}

const alternativeAction = (page: Page) => page.locator('[data-fundraising-alternative]')
async function locationCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === LOCATION_COOKIE)
  return cookie ? parseLocationCookie(cookie.value) : null
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false })

  test('a first request from a fundraising-disabled place gets the alternative action in the server HTML, and the edge’s location in a cookie', async ({ browser }) => {
    requireContent(!disabledPlace, 'the export disables fundraising in no US place')
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: edgeHeadersFor(disabledPlace!) })
    const page = await context.newPage()
    const response = await page.goto('/')
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(alternativeAction(page).first()).toBeAttached()
    expect(await locationCookie(context)).toStrictEqual({ stateCode: disabledPlace })
    await context.close()
  })

  test('a first request from a state that is not disabled is asked for money as usual', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: edgeHeadersFor(askingState) })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('[data-region="donate-bar"]')).toBeAttached()
    await expect(alternativeAction(page)).toHaveCount(0)
    expect(await locationCookie(context)).toStrictEqual({ stateCode: askingState })
    await context.close()
  })

  test('?zip= sets the cookie as an override, over the edge’s guess; a later load without a query keeps it; another zip replaces it', async ({ browser }) => {
    requireContent(!disabledZip, 'the export disables fundraising in no place the zip data knows')
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: edgeHeadersFor(askingState) })
    const page = await context.newPage()
    await page.goto(`/?zip=${disabledZip}`)
    await expect(alternativeAction(page).first()).toBeAttached()
    expect(await locationCookie(context)).toMatchObject({ zip: disabledZip, stateCode: disabledPlace, isOverride: true })

    const later = await page.goto('/')
    await expect(alternativeAction(page).first()).toBeAttached()
    expect(later?.headers()['set-cookie']).toBeUndefined()
    expect(await locationCookie(context)).toMatchObject({ zip: disabledZip, isOverride: true })

    await page.goto(`/?zip=${askingZip}`)
    await expect(alternativeAction(page)).toHaveCount(0)
    expect(await locationCookie(context)).toMatchObject({ zip: askingZip, stateCode: askingState, isOverride: true })
    await context.close()
  })

  test('a forged cookie is read as no location: the page renders, nothing of it is in the HTML, and the edge’s location replaces it', async ({ browser }) => {
    const payload = '<img src=x onerror=alert(1)>'
    for (const value of [encodeURIComponent(JSON.stringify({ stateCode: payload, city: payload, zip: payload })), encodeURIComponent(JSON.stringify({ stateCode: 'PR', city: payload.repeat(40) })), '%E0%A4%A', `"${payload}"`]) {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: edgeHeadersFor(askingState) })
      await context.addCookies([{ name: LOCATION_COOKIE, value, url: E2E_SERVERS.embedded.url }])
      const page = await context.newPage()
      const response = await page.goto('/')
      expect(response?.status()).toBe(200)
      expect(await response!.text()).not.toContain('onerror=alert')
      expect(await locationCookie(context)).toStrictEqual({ stateCode: askingState })
      await context.close()
    }
  })
})

test('the modal targeted at a state opens on a first view located by the edge, without a zip', async ({ browser }) => {
  const targeted = targetedHomepageModal()
  requireContent(!targeted, 'the export targets no homepage modal at a state')
  const context = await browser.newContext({ extraHTTPHeaders: edgeHeadersFor(targeted!.state) })
  const page = await context.newPage()
  const errors = collectPageErrors(page)
  await page.goto('/')
  await waitForHydration(page)
  const dialog = page.locator('[role="dialog"]')
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await expect(dialog).toHaveAttribute('data-modal-kind', targeted!.modal.modalType)
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(modalLabels[targeted!.modal.settingsKey]!.heading)
  expect(errors).toEqual([])
  await context.close()
})
