/**
 * The redirect page sends the visitor on before its script has loaded (ADR 037): as a phone meets
 * it, with the site's scripts still on their way (here: never arriving). It keeps the first touch,
 * and leaves the decision to the page where only the page's script can make it.
 */
import { expect, test, type Page } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf, readExport, requireContent } from './support/embedded-content'
import { loadedAllItLoads } from './support/settled'

const { exportPath } = E2E_SERVERS.embedded
const entry = entriesOfPageType(exportPath, 'customDonationFormRedirect')[0]
/** A state the export's fundraising labels disable (the site settings, as an editor set them). */
const settings = readExport(exportPath).entries.find((candidate) => candidate.sys.contentType.sys.id === 'siteSettings')
const disabledState = (settings?.fields.fundraisingLabels?.['en-US'] as { disabledStates?: string[] } | undefined)?.disabledStates?.[0]

/** The site's scripts never arrive: only what the HTML itself carries runs. */
async function withScriptsHeldBack(page: Page): Promise<void> {
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('failed'))
}

for (const locale of ['en-US', 'es-MX'] as const) {
  test(`a visitor from an email goes on to the provider’s form in ${locale} before the site’s scripts load, with the email’s refcode kept as the first touch`, async ({ page }) => {
    requireContent(!entry, 'the export has no customDonationFormRedirect page')
    await withScriptsHeldBack(page)
    await page.goto(`${pageUrlOf(entry!, locale)}?refcode=fall-email&refcode2=hero_b`)
    await page.waitForURL(/\/sandbox-donations\/donate\//)
    const destination = new URL(page.url())
    expect(destination.searchParams.get('refcode')).toBe('fall_email')
    expect(destination.searchParams.get('refcode2')).toBe('hero_b')
    expect(destination.searchParams.get('lang')).toBe(locale === 'es-MX' ? 'es' : null)
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('campaign-site:refcode'))) ?? 'null')).toMatchObject({ refcode: 'fall_email' })
  })
}

test('a visitor’s first touch from an earlier visit wins over the refcode of the link they came by', async ({ page }) => {
  requireContent(!entry, 'the export has no customDonationFormRedirect page')
  await page.addInitScript(() => localStorage.setItem('campaign-site:refcode', JSON.stringify({ refcode: 'spring_email', at: Date.now() })))
  await withScriptsHeldBack(page)
  await page.goto(`${pageUrlOf(entry!, 'en-US')}?refcode=later_ad`)
  await page.waitForURL(/\/sandbox-donations\/donate\//)
  expect(new URL(page.url()).searchParams.get('refcode')).toBe('spring_email')
})

test('a visitor remembered in a state where the site asks for no money stays, and is offered the other action once the page’s script runs', async ({ page }) => {
  requireContent(!entry || !disabledState, 'the export has no customDonationFormRedirect page, or disables no state')
  // A zip remembered with its state, in the one storage entry the site keeps for the visitor.
  await page.addInitScript((stateCode) => localStorage.setItem('campaign-site:client-attributes', JSON.stringify({ segments: { zip: '00901', stateCode }, attributes: {} })), disabledState!)
  await page.goto(pageUrlOf(entry!, 'en-US'))
  await expect(page.locator('[data-fundraising-alternative]').first()).toBeAttached()
  await loadedAllItLoads(page)
  expect(new URL(page.url()).pathname).toBe(pageUrlOf(entry!, 'en-US'))
})

test('a visitor whose remembered zip has no state yet waits for the page’s script, which looks the zip up and sends them on', async ({ page }) => {
  requireContent(!entry, 'the export has no customDonationFormRedirect page')
  await page.addInitScript(() => localStorage.setItem('campaign-site:client-attributes', JSON.stringify({ segments: { zip: '78701' }, attributes: {} })))
  await withScriptsHeldBack(page)
  await page.goto(pageUrlOf(entry!, 'en-US'))
  await loadedAllItLoads(page)
  expect(new URL(page.url()).pathname).toBe(pageUrlOf(entry!, 'en-US'))
  // With its scripts, the page decides: 78701 is in a state where the site asks for gifts.
  await page.unrouteAll()
  await page.reload()
  await page.waitForURL(/\/sandbox-donations\/donate\//)
})
