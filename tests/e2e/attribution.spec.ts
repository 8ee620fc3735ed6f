/**
 * Attribution as a campaign's analyst meets it, by full page loads (as a visitor from an email
 * arrives): the first-touch refcode is on every ask and is never replaced — not by the homepage's
 * experiment, not by a later visit's refcode — and the visitor's experiment variation is the
 * second refcode. A sandbox gift's ledger row and a volunteer's stored submission carry both.
 * Its own server on a throwaway PostgreSQL, so the test reads the rows themselves. The experiment
 * and pages come from the export by content type.
 */
import { expect, test, type Page } from '@playwright/test'
import { Client } from 'pg'
import { startProductionServer, type ProductionServer } from '../../scripts/support/production-server'
import { refcodeFromExperiments } from '../../src/features/fundraising/refcodes'
import { assignmentsInCookies } from '../../src/shared/experiment-assignments'
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../setup/throwaway-postgres'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf, requireContent, homepageExperimentName } from './support/embedded-content'
import { collectPageErrors, waitForHydration } from './support/page-errors'
import { donateWithSandbox } from './support/sandbox-donation'
import { volunteerWithGoodAnswers } from './support/volunteer-form'

const PORT = 4325
const ORIGIN = `http://127.0.0.1:${PORT}`
const exportPath = E2E_SERVERS.embedded.exportPath

const experimentName = homepageExperimentName(exportPath)
const formPage = entriesOfPageType(exportPath, 'embeddableDonationForm')[0]!

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: ORIGIN })
requireContent(!experimentName, 'the export runs no experiment on its homepage')

let postgres: ThrowawayPostgres
let server: ProductionServer

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const bin = findPostgresBin()
  if (!bin) throw new Error('The attribution test reads its rows from PostgreSQL (initdb, pg_ctl): apt-get install -y postgresql')
  postgres = await startThrowawayPostgres(bin, { database: 'campaign_site_attribution' })
  server = await startProductionServer(PORT, { DATABASE_URL: postgres.url, CONTENT_EXPORT_PATH: exportPath })
})

test.afterAll(async () => {
  await server?.stop()
  postgres?.stop()
})

async function rows<Row>(sql: string, params: unknown[]): Promise<Row[]> {
  const client = new Client({ connectionString: postgres.url })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows as Row[]
  } finally {
    await client.end()
  }
}

/** The second refcode this browser's assignments make (the `exp` cookie is the source of truth). */
async function expectedRefcode2(page: Page): Promise<string> {
  const cookies = await page.context().cookies()
  const cookie = cookies.find((candidate) => candidate.name === 'exp')
  const assignments = assignmentsInCookies(cookie ? `exp=${cookie.value}` : '')
  expect(assignments[experimentName!], 'the homepage assigned its experiment').toBeTruthy()
  // The server's signed refcode2 for the variations it drew (ADR 047): their pairs, then the signature.
  const signed = cookies.find((candidate) => candidate.name === 'exp_ref2')?.value ?? ''
  expect(signed).toMatch(new RegExp(`^${refcodeFromExperiments(assignments)!}__s[0-9a-f]{12}$`))
  return signed
}

/**
 * Every ask on the page carries both refcodes: a link to the provider's form in its URL; a link to
 * one of the site's donation pages in that page's form (opened by a full page load, as a new tab would).
 */
async function expectEveryAskAttributed(page: Page, refcode: string, refcode2: string) {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const donationPaths = new Set(['embeddableDonationForm', 'paymentCardForm', 'customDonationFormRedirect'].flatMap((id) => entriesOfPageType(exportPath, id).flatMap((entry) => [pageUrlOf(entry, 'en-US'), pageUrlOf(entry, 'es-MX')])))
  const toProvider = hrefs.filter((href) => href.includes('/sandbox-donations/donate') || /[?&]refcode2?=/.test(href))
  const toSite = [...new Set(hrefs.filter((href) => donationPaths.has(new URL(href, ORIGIN).pathname)))]
  expect(toProvider.length + toSite.length, 'the page asks for a gift').toBeGreaterThan(0)
  for (const href of toProvider) {
    const query = new URL(href, ORIGIN).searchParams
    expect([query.get('refcode'), query.get('refcode2')], href).toEqual([refcode, refcode2])
  }
  for (const href of toSite) {
    const donation = await page.context().newPage()
    await donation.goto(href)
    await waitForHydration(donation)
    const embed = donation.locator('[data-donation-embed]')
    await expect(embed, href).toHaveAttribute('data-refcode', refcode)
    await expect(embed, href).toHaveAttribute('data-refcode2', refcode2)
    await donation.close()
  }
}

test('a full page load of the homepage from an email keeps the email’s refcode on every ask and puts the variation in refcode2; a later visit keeps the first', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.goto('/?refcode=spring-email')
  await waitForHydration(page)
  const refcode2 = await expectedRefcode2(page)
  // The provider takes letters, digits and underscores only: the email's refcode as it allows it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('campaign-site:refcode'))).toContain('spring_email')
  await expectEveryAskAttributed(page, 'spring_email', refcode2)

  await page.goto('/?refcode=summer-ad')
  await waitForHydration(page)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('campaign-site:refcode'))).toContain('spring_email')
  await expectEveryAskAttributed(page, 'spring_email', refcode2)
  expect(errors).toEqual([])
})

test('a sandbox gift and a volunteer’s submission made later, on pages without the experiment, are stored with both refcodes', async ({ page }) => {
  await page.goto('/?refcode=spring-email')
  await waitForHydration(page)
  const refcode2 = await expectedRefcode2(page)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('campaign-site:refcode'))).toContain('spring_email')

  // By a full page load of the donation page, with another refcode in its URL: the first touch stands.
  await page.goto(`${pageUrlOf(formPage, 'en-US')}?refcode=later_ad`)
  await waitForHydration(page)
  await expect(page.locator('[data-donation-embed]')).toHaveAttribute('data-refcode', 'spring_email')
  await expect(page.locator('[data-donation-embed]')).toHaveAttribute('data-refcode2', refcode2)
  const firstName = await donateWithSandbox(page, '21')
  await expect
    .poll(() => rows<{ refcode: string; refcode2: string; test: boolean }>('select refcode, refcode2, test from contributions where donor_first_name = $1', [firstName]))
    .toEqual([{ refcode: 'spring_email', refcode2, test: true }])

  const email = `attributed-${Date.now()}@example.org`
  await volunteerWithGoodAnswers(page, exportPath, 'en-US', email)
  expect(await rows('select refcode, refcode2 from form_submissions where fields->>$2 = $1', [email, 'email'])).toEqual([{ refcode: 'spring_email', refcode2 }])
  const [delivery] = await rows<{ payload: { refcode: string; refcode2: string } }>("select o.payload from outbox o join form_submissions s on o.dedupe_key = 'submission:' || s.id where s.fields->>'email' = $1", [email])
  expect(delivery?.payload).toMatchObject({ refcode: 'spring_email', refcode2 })
})
