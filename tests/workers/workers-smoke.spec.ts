/**
 * The Cloudflare Workers build, served by workerd (`wrangler dev`, offline), as a visitor and an
 * editor meet it: every page type answers in both languages from the export baked into the build,
 * hydrates without an error, keeps its security and caching headers; the zip lookup answers from
 * the bundled data; a gift and a volunteer's answers are stored in PostgreSQL and show up where
 * they should. Expectations come from the export, so another campaign's build passes too.
 */
import { expect, test } from '@playwright/test'
import { Client } from 'pg'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { LOCATION_COOKIE, serializeLocationCookie } from '../../src/shared/segments/location-cookie'
import { entriesOfPageType, pageUrlOf, showsOneOfTitles, titleVariants } from '../e2e/support/embedded-content'
import { crmDeliveriesFor } from '../e2e/support/crm-deliveries'
import { collectPageErrors, waitForHydration } from '../e2e/support/page-errors'
import { donateWithSandbox } from '../e2e/support/sandbox-donation'
import { volunteerWithGoodAnswers } from '../e2e/support/volunteer-form'
import { WORKERS_CRM, WORKERS_DATABASE_URL } from './workerd-servers'

/** The export the build baked in (vite.config.ts reads the same variable). */
const exportPath = process.env.CONTENT_EXPORT_PATH?.trim() || 'content/export.json'
const LOCALES = ['en-US', 'es-MX'] as const

for (const { id } of pageTypeRegistry) {
  const entry = entriesOfPageType(exportPath, id)[0]
  test(`${id} answers 200 in both languages with its title, page type and headers`, async ({ request }) => {
    expect(entry, `the export has a ${id} page`).toBeTruthy()
    for (const locale of LOCALES) {
      const response = await request.get(pageUrlOf(entry!, locale), { maxRedirects: 0 })
      expect(response.status(), `${id} in ${locale}`).toBe(200)
      const html = await response.text()
      expect(html).toContain(`data-page-type="${id}"`)
      expect(html).toContain(`lang="${locale}"`)
      const titles = titleVariants(exportPath, entry!, locale)
      expect(showsOneOfTitles(html, titles)).toBe(true)
      expect(response.headers()['content-security-policy']).toContain("default-src 'none'")
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
    }
  })
}

test('an anonymous page may be shared by the CDN; hashed assets are immutable; an unknown page is a 404', async ({ request }) => {
  // A page no experiment draws a new visitor into (the homepage's answer to a newcomer is theirs alone).
  const articleUrl = pageUrlOf(entriesOfPageType(exportPath, 'contentDetail')[0]!, 'en-US')
  // A first visit is located by the edge (request.cf) and handed the location cookie: that answer is theirs (ADR 050).
  const firstVisit = await request.get(articleUrl, { headers: { cookie: '' } })
  expect(firstVisit.headers()['set-cookie']).toMatch(new RegExp(`^${LOCATION_COOKIE}=`))
  expect(firstVisit.headers()['cache-control']).toBe('private, no-store')
  // The visitor's browser sends it back: the national copy, which the CDN may share.
  const article = await request.get(articleUrl, { headers: { cookie: `${LOCATION_COOKIE}=${serializeLocationCookie({ stateCode: 'NY' })}` } })
  expect(article.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/)
  expect(article.headers()['set-cookie']).toBeUndefined()
  const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await article.text())?.[1]
  expect(asset).toBeTruthy()
  const assetResponse = await request.get(asset!)
  expect(assetResponse.status()).toBe(200)
  expect(assetResponse.headers()['cache-control']).toContain('immutable')
  const missing = await request.get('/no-such-page-here')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('data-not-found')
})

test('the zip lookup answers from the bundled data', async ({ request }) => {
  const found = await request.get('/api/v1/shifter/zip5s/10001')
  expect(found.status()).toBe(200)
  expect(await found.json()).toMatchObject({ zip5: '10001', state: 'NY' })
  expect((await request.get('/api/v1/shifter/zip5s/00000')).status()).toBe(404)
})

test('the homepage hydrates in both languages without an error', async ({ page }) => {
  const errors = collectPageErrors(page)
  for (const path of ['/', '/es']) {
    await page.goto(path)
    await waitForHydration(page)
  }
  expect(errors).toEqual([])
})

test('a sandbox gift is stored in PostgreSQL and the donor wall lists the donor', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  const formPage = entriesOfPageType(exportPath, 'embeddableDonationForm')[0]!
  const donorWall = entriesOfPageType(exportPath, 'donorWall')[0]!
  await page.goto(pageUrlOf(formPage, 'en-US'))
  await waitForHydration(page)
  const firstName = await donateWithSandbox(page, '19')
  // The wall is a page the edge keeps for a minute (ADR 052): each look is at a URL the cache has
  // not kept (a zip, which the render reads, no one sent before), so it reads the ledger.
  let look = 0
  const wallAtAFreshUrl = () => `${pageUrlOf(donorWall, 'en-US')}?zip=${String(10_000 + (Date.now() % 80_000) + look++).padStart(5, '0')}`
  await expect.poll(async () => (await (await request.get(wallAtAFreshUrl())).text()).includes(firstName), { timeout: 10_000 }).toBe(true)
  expect(errors).toEqual([])
})

test('a volunteer’s answers are stored once in PostgreSQL, they land on the thank-you page, and the CRM gets them despite an outage', async ({ page, request }) => {
  const errors = collectPageErrors(page)
  // The CRM fails the first delivery: only the scheduled pass (the cron trigger) can deliver it after that.
  await fetch(`${WORKERS_CRM.url}/fail`, { method: 'POST', body: JSON.stringify({ count: 1 }) })
  const email = `workers-${Date.now()}@example.org`
  await volunteerWithGoodAnswers(page, exportPath, 'es-MX', email)

  const client = new Client({ connectionString: WORKERS_DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ locale: string }>("select locale from form_submissions where fields->>'email' = $1", [email])
    expect(rows).toEqual([{ locale: 'es-MX' }])
  } finally {
    await client.end()
  }
  // Due again five seconds after the failure; the cron runs every minute, here on demand (local mode only).
  await expect
    .poll(async () => {
      await request.get('/cdn-cgi/local/scheduled?cron=*+*+*+*+*')
      return (await crmDeliveriesFor(WORKERS_CRM.url, email)).map((delivery) => delivery.signed)
    }, { timeout: 30_000, intervals: [1_000] })
    .toEqual([true])
  expect(errors).toEqual([])
})
