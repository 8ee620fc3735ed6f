/**
 * Experiments that pay, end to end on a server of its own (a fresh embedded database, so the
 * counts are this spec's alone): new visitors of the homepage are counted per variation, origin-
 * cached answers included, once the counter's batch is written; a forced variation is not; a
 * sandbox gift made under a variation is credited to it; and the results page, with its chart,
 * opens only to a browser that gave the secret. The experiment comes from the export by content type.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startProductionServer, type ProductionServer } from '../../scripts/support/production-server'
import { escapeHtml } from '../../src/server/experiments/results/results-chart'
import { assignmentsInCookies } from '../../src/shared/experiment-assignments'
import { E2E_SERVERS, EXPERIMENTS_REPORT_SECRET } from './servers'
import { entriesOfPageType, pageUrlOf, requireContent, homepageExperimentName } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'
import { donateWithSandbox } from './support/sandbox-donation'

const PORT = 4333
const ORIGIN = `http://127.0.0.1:${PORT}`
const RESULTS = '/api/experiment-results'
const exportPath = E2E_SERVERS.embedded.exportPath
/** The counter writes every 2 s; a busy machine gets more. */
const FLUSHED = { timeout: 20_000, intervals: [500] }

const experimentName = homepageExperimentName(exportPath)
const formPage = entriesOfPageType(exportPath, 'embeddableDonationForm')[0]!

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: ORIGIN })
requireContent(!experimentName, 'the export runs no experiment on its homepage')

let server: ProductionServer
let databaseDir: string

test.beforeAll(async () => {
  test.setTimeout(90_000)
  databaseDir = mkdtempSync(join(tmpdir(), 'experiment-results-'))
  server = await startProductionServer(PORT, { CONTENT_EXPORT_PATH: exportPath, EMBEDDED_DATABASE_DIR: databaseDir, EXPERIMENTS_REPORT_SECRET })
})

test.afterAll(async () => {
  await server?.stop()
  if (databaseDir) rmSync(databaseDir, { recursive: true, force: true })
})

type ArmFigures = { visitors: number; donors: number; raised: string }

/** The experiment's rows on the results page, as this browser (holding the results cookie) sees it. */
async function armsOnResultsPage(page: Page): Promise<Record<string, ArmFigures>> {
  const html = await (await page.request.get(RESULTS)).text()
  const section = new RegExp(`<section data-experiment="${escapeHtml(experimentName!).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">(.*?)</section>`).exec(html)?.[1] ?? ''
  const arms: Record<string, ArmFigures> = {}
  for (const row of section.matchAll(/<tr data-variation="([^"]*)">(.*?)<\/tr>/g)) {
    const cells = [...(row[2] ?? '').matchAll(/<td>(.*?)<\/td>/g)].map((cell) => cell[1] ?? '')
    arms[row[1]!] = { visitors: Number(cells[0]?.replace(/\D/g, '')), donors: Number(cells[1]?.replace(/\D/g, '')), raised: cells[5] ?? '' }
  }
  return arms
}

async function giveTheSecret(page: Page) {
  const answer = await page.goto(`${RESULTS}?secret=${encodeURIComponent(EXPERIMENTS_REPORT_SECRET)}`)
  expect(answer?.status()).toBe(200)
  expect(new URL(page.url()).search, 'the secret leaves the address bar').toBe('')
}

test('new visitors of the homepage are counted per variation, origin-cached answers included; a forced variation is not', async ({ page }) => {
  await giveTheSecret(page)
  const expected: Record<string, number> = {}
  const outcomes: string[] = []
  for (let visitor = 0; visitor < 12; visitor++) {
    // A new visitor: no cookie at all.
    const response = await fetch(`${ORIGIN}/`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(response.status).toBe(200)
    await response.arrayBuffer()
    outcomes.push(response.headers.get('x-origin-cache') ?? '')
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('exp='))
    const variation = assignmentsInCookies(cookie?.split(';')[0])[experimentName!]
    expect(variation, 'a new visitor is assigned at the door').toBeTruthy()
    expected[variation!] = (expected[variation!] ?? 0) + 1
  }
  expect(outcomes, 'some new visitors were answered from the origin cache').toContain('hit')

  const forcedVariation = Object.keys(expected)[0]!
  const forced = await fetch(`${ORIGIN}/?experiment-${encodeURIComponent(experimentName!)}=${encodeURIComponent(forcedVariation)}`)
  expect(forced.status).toBe(200)
  await forced.arrayBuffer()

  await expect
    .poll(async () => Object.fromEntries(Object.entries(await armsOnResultsPage(page)).filter(([, arm]) => arm.visitors > 0).map(([variation, arm]) => [variation, arm.visitors])), FLUSHED)
    .toEqual(expected)
})

test('a sandbox gift made under an assigned variation is credited to it', async ({ page }) => {
  await giveTheSecret(page)
  const before = await armsOnResultsPage(page)
  await page.goto('/')
  await waitForHydration(page)
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'exp')
  const variation = assignmentsInCookies(cookie ? `exp=${cookie.value}` : '')[experimentName!]!
  expect(variation).toBeTruthy()

  await page.goto(pageUrlOf(formPage, 'en-US'))
  await waitForHydration(page)
  await donateWithSandbox(page, '21')

  await expect.poll(async () => (await armsOnResultsPage(page))[variation], FLUSHED).toEqual({
    visitors: (before[variation]?.visitors ?? 0) + 1,
    donors: (before[variation]?.donors ?? 0) + 1,
    raised: '$21.00',
  })
  for (const [other, arm] of Object.entries(await armsOnResultsPage(page))) if (other !== variation) expect(arm.donors, other).toBe(0)
})

test('the results page shows the experiment with its chart, in both languages, only to a browser that gave the secret', async ({ page, browser }) => {
  await giveTheSecret(page)
  const answer = await page.goto(RESULTS)
  expect(answer?.status()).toBe(200)
  expect(answer?.headers()['cache-control']).toBe('private, no-store')
  expect(answer?.headers()['x-robots-tag']).toContain('noindex')
  const section = page.locator(`section[data-experiment="${experimentName!.replace(/"/g, '\\"')}"]`)
  await expect(section.getByRole('heading', { level: 2 })).toContainText(experimentName!)
  const chart = section.locator('svg[role="img"]')
  await expect(chart).toBeVisible()
  expect(await chart.locator('rect').count()).toBeGreaterThanOrEqual(2)

  await page.getByRole('link', { name: 'Español' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados de los experimentos')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(section.locator('svg[role="img"]')).toBeVisible()

  const stranger = await browser.newContext()
  try {
    const strangerPage = await stranger.newPage()
    expect((await strangerPage.goto(`${ORIGIN}${RESULTS}`))?.status()).toBe(404)
    expect((await strangerPage.goto(`${ORIGIN}${RESULTS}?secret=not-the-secret-at-all`))?.status()).toBe(404)
    expect((await strangerPage.goto(`${ORIGIN}${RESULTS}`))?.status()).toBe(404)
  } finally {
    await stranger.close()
  }
  const sitemap = await (await fetch(`${ORIGIN}/sitemap.xml`)).text()
  expect(sitemap).not.toContain(RESULTS)
})

test('the shared embedded server shows the results to a browser that gave its secret, and 404 to one that did not', async ({ browser }) => {
  const { url } = E2E_SERVERS.embedded
  const staff = await browser.newContext()
  const stranger = await browser.newContext()
  try {
    const staffPage = await staff.newPage()
    expect((await staffPage.goto(`${url}${RESULTS}?secret=${encodeURIComponent(EXPERIMENTS_REPORT_SECRET)}`))?.status()).toBe(200)
    await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText('Experiment results')
    expect((await (await stranger.newPage()).goto(`${url}${RESULTS}`))?.status()).toBe(404)
  } finally {
    await staff.close()
    await stranger.close()
  }
})
