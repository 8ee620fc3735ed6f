/**
 * Over HTTP against the production build: the page's form carries the key the server issued (in
 * the cached HTML, and the same once the page hydrates), and a plain post with a NUL in a typed
 * answer is stored and forwarded without it — a 303, not the 503 PostgreSQL's refusal used to be.
 */
import { expect, test } from '@playwright/test'
import { CRM_RECEIVER, E2E_SERVERS } from '../e2e/servers'
import { clientAddress, cmsFormOf, requiredChoices, uniqueEmail } from '../e2e/support/cms-forms'
import { crmDeliveriesFor } from '../e2e/support/crm-deliveries'
import { entriesOfPageType, pageUrlOf } from '../e2e/support/embedded-content'
import { collectPageErrors, waitForHydration } from '../e2e/support/page-errors'
import { goodAnswers } from '../e2e/support/volunteer-form'

const exportPath = E2E_SERVERS.embedded.exportPath
const entry = entriesOfPageType(exportPath, 'volunteer')[0]!
const path = pageUrlOf(entry, 'en-US')
const cms = cmsFormOf(exportPath, entry, 'en-US')
const ISSUED_KEY = /^\d{1,9}\.[A-Za-z0-9_-]{43}$/

test('a NUL in a typed answer fails to become a 5xx: the plain post is stored and forwarded without it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } })
  const page = await context.newPage()
  await page.goto(path)
  const key = await page.locator('form#form input[name="_key"]').getAttribute('value')
  expect(key).toMatch(ISSUED_KEY)

  const email = uniqueEmail('nul')
  const answers = { ...goodAnswers(cms.form, email), ...requiredChoices(cms) }
  const typed = Object.keys(answers).find((name) => cms.form.fields.some((field) => field.name === name && field.kind === 'text'))!
  const body = new URLSearchParams({ ...answers, [typed]: 'abc\u0000def', _key: key! }).toString()
  const response = await page.request.post(path, { data: body, headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': clientAddress() }, maxRedirects: 0 })
  expect(response.status()).toBe(303)
  await expect.poll(async () => (await crmDeliveriesFor(CRM_RECEIVER.url, email)).map((delivery) => delivery.body.data.fields[typed]), { timeout: 20_000 }).toEqual(['abcdef'])
  await context.close()
})

test('the issued key fails to break hydration: the page with its key hydrates without an error and keeps it', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.locator('form#form input[name="_key"]')).toHaveAttribute('value', ISSUED_KEY)
  expect(errors).toEqual([])
})
