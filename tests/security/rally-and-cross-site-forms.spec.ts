/**
 * Over HTTP against the production build (the embedded server, which trusts one proxy hop and
 * forwards stored sign-ups to the local CRM receiver). A rally: a crowd signs up behind one
 * public address, and every one of them reaches the CRM once. A script: the same email again and
 * again is held back. Another site: its page posts our form from its visitor's browser, or calls
 * the form's server function, and is refused with nothing stored.
 */
import { expect, test } from '@playwright/test'
import { CRM_RECEIVER, E2E_SERVERS } from '../e2e/servers'
import { cmsFormOf, requiredChoices, uniqueEmail } from '../e2e/support/cms-forms'
import { crmDeliveriesFor, type CrmDelivery } from '../e2e/support/crm-deliveries'
import { entriesOfPageType, pageUrlOf } from '../e2e/support/embedded-content'
import { recordVolunteerSubmission } from '../e2e/support/replay-submission'
import { goodAnswers } from '../e2e/support/volunteer-form'

const exportPath = E2E_SERVERS.embedded.exportPath
const SITE = E2E_SERVERS.embedded.url
const EVIL = 'http://evil.example'

async function allDeliveries(): Promise<CrmDelivery[]> {
  return ((await (await fetch(`${CRM_RECEIVER.url}/deliveries`)).json()) as { deliveries: CrmDelivery[] }).deliveries
}

test('a rally: 30 different supporters behind one address within a minute are all stored and reach the CRM once each', async ({ page, request }) => {
  test.setTimeout(60_000)
  const submission = await recordVolunteerSubmission(page, exportPath, uniqueEmail('rally-recorded'))
  // One public address for the whole venue (documentation range, RFC 5737).
  const venue = { 'x-forwarded-for': '192.0.2.77' }
  const supporters = Array.from({ length: 30 }, (_, index) => uniqueEmail(`rally-${index}`))
  const outcomes = []
  for (const email of supporters) outcomes.push(await submission.send(request, venue, email))
  expect(outcomes).toEqual(Array<string>(30).fill('stored'))
  const deliveredTo = async () => {
    const emails = (await allDeliveries()).map((delivery) => delivery.body.data.fields.email)
    return supporters.map((email) => emails.filter((delivered) => delivered === email).length)
  }
  await expect.poll(deliveredTo, { timeout: 30_000 }).toEqual(Array<number>(30).fill(1))
})

test('a script posting one email again and again, from one address or many, is stored three times and then refused', async ({ page, request }) => {
  const email = uniqueEmail('repeated')
  const submission = await recordVolunteerSubmission(page, exportPath, email)
  const outcomes = []
  for (let attempt = 0; attempt < 6; attempt++) outcomes.push(await submission.send(request, { 'x-forwarded-for': '192.0.2.78' }))
  for (let attempt = 0; attempt < 4; attempt++) outcomes.push(await submission.send(request, { 'x-forwarded-for': `192.0.2.${100 + attempt}` }))
  expect(outcomes).toEqual([...Array<string>(3).fill('stored'), ...Array<string>(7).fill('rateLimited')])
  await expect.poll(async () => (await crmDeliveriesFor(CRM_RECEIVER.url, email)).length, { timeout: 20_000 }).toBe(3)
})

test.describe('another site posting our forms from its visitors’ browsers', () => {
  const entry = entriesOfPageType(exportPath, 'volunteer')[0]!
  const path = pageUrlOf(entry, 'en-US')
  const cms = cmsFormOf(exportPath, entry, 'en-US')

  test('its page’s auto-posted HTML form is refused with 403, in the visitor’s language, and nothing is stored', async ({ page, request }) => {
    const victim = uniqueEmail('cross-site-form')
    const fields = { ...goodAnswers(cms.form, victim), ...requiredChoices(cms) }
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${String(value)}">`)
      .join('')
    // The other site's page, as a browser gets it: a hidden form that posts itself on load.
    await page.route(`${EVIL}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><form method="post" action="${SITE}${path}">${inputs}</form><script>document.forms[0].submit()</script>` }),
    )
    const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), page.goto(`${EVIL}/free-gift`)])
    expect(answer.status()).toBe(403)
    expect(await answer.request().headerValue('origin')).toBe(EVIL)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.locator('main[data-cross-site-refused] a').first()).toHaveAttribute('href', path)

    // The same post sent by the site's own page afterwards is stored and delivered: the refused one never was.
    const own = uniqueEmail('same-site-form')
    const stored = await request.post(path, {
      form: { ...goodAnswers(cms.form, own), ...requiredChoices(cms) },
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '192.0.2.90' },
      maxRedirects: 0,
    })
    expect(stored.status()).toBe(303)
    await expect.poll(async () => (await crmDeliveriesFor(CRM_RECEIVER.url, own)).length, { timeout: 20_000 }).toBe(1)
    expect(await crmDeliveriesFor(CRM_RECEIVER.url, victim)).toEqual([])
  })

  test('a call of the form’s server function with Origin: https://evil.example and Sec-Fetch-Site: cross-site is refused with 403, and nothing is stored', async ({ page, request }) => {
    const victim = uniqueEmail('cross-site-function')
    const submission = await recordVolunteerSubmission(page, exportPath, victim)
    const refused = await submission.post(request, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-forwarded-for': '192.0.2.91' })
    expect(refused.status()).toBe(403)
    // The browser's own call, as recorded, still goes through, for another supporter.
    const own = uniqueEmail('same-site-function')
    expect(await submission.send(request, { 'x-forwarded-for': '192.0.2.91' }, own)).toBe('stored')
    await expect.poll(async () => (await crmDeliveriesFor(CRM_RECEIVER.url, own)).length, { timeout: 20_000 }).toBe(1)
    expect(await crmDeliveriesFor(CRM_RECEIVER.url, victim)).toEqual([])
  })
})
