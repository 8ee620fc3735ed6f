/**
 * A tracking-tagged link shares the cache (ADR 027): the parameters only the browser reads
 * (campaign tags, click ids, and the refcodes on pages whose HTML does not carry them) are not
 * part of the origin cache's key, so visitors from one email blast get one render; each still
 * gives with their own refcode, which the browser reads from its own URL after hydration. A
 * missing page is kept briefly too, so a scan of the same made-up path renders it once.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf, requireContent } from './support/embedded-content'
import { freshCopy } from './support/fresh-copy'
import { collectPageErrors, waitForHydration } from './support/page-errors'

const ORIGIN = E2E_SERVERS.embedded.url
const exportPath = E2E_SERVERS.embedded.exportPath
const donationPage = entriesOfPageType(exportPath, 'paymentCardForm')[0] ?? entriesOfPageType(exportPath, 'embeddableDonationForm')[0]

/** A returning visitor's cookie: the homepage's assignment (if it has experiments) is then the same for every request here. */
async function assignmentCookie(request: APIRequestContext): Promise<string> {
  const response = await request.get('/')
  const cookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')
  return cookie ? cookie.value.split(';')[0]! : ''
}

test('tracking-tagged links to the homepage share one render: the second is a hit with the same HTML', async ({ request }) => {
  const cookie = await assignmentCookie(request)
  const stamp = Date.now()
  const headers: Record<string, string> = cookie ? { cookie } : {}
  const first = await request.get(`/?${freshCopy(stamp)}&utm_source=x&utm_campaign=debate&fbclid=1`, { headers })
  const second = await request.get(`/?${freshCopy(stamp)}&utm_source=y&fbclid=2&gclid=3&refcode=b`, { headers })
  expect(first.headers()['x-origin-cache']).toBe('miss')
  expect(second.headers()['x-origin-cache']).toBe('hit')
  expect(await second.text()).toBe(await first.text())
  // Shareable by a CDN that ignores the same parameters (README, "CDN").
  expect(second.headers()['cache-control']).toMatch(/^public, /)
})

test('visitors from two emails share the homepage and each page’s donate links carry its own refcode', async ({ browser, request }) => {
  const cookie = await assignmentCookie(request)
  const stamp = Date.now()
  // The first visitor renders the page for everyone after.
  expect((await request.get(`/?${freshCopy(stamp)}`, { headers: cookie ? { cookie } : {} })).headers()['x-origin-cache']).toBe('miss')
  for (const [refcode, source] of [
    ['email_a', 'x'],
    ['email_b', 'y'],
  ] as const) {
    const context = await browser.newContext({ baseURL: ORIGIN })
    if (cookie) {
      const [name, ...value] = cookie.split('=')
      await context.addCookies([{ name: name!, value: value.join('='), url: ORIGIN }])
    }
    const page = await context.newPage()
    const errors = collectPageErrors(page)
    const response = await page.goto(`/?${freshCopy(stamp)}&refcode=${refcode}&utm_source=${source}`)
    expect(response!.headers()['x-origin-cache']).toBe('hit')
    await waitForHydration(page)
    const donate = page.locator('[data-fundraising-ask="header"]').first()
    await expect(donate).toHaveAttribute('href', new RegExp(`[?&]refcode=${refcode}(&|$)`))
    expect(errors).toEqual([])
    await context.close()
  }
})

test('a donation page keeps its copies per refcode: without scripts, its hosted-form link still carries the visitor’s', async ({ browser }) => {
  requireContent(!donationPage, 'the export has no donation page')
  const url = pageUrlOf(donationPage!, 'en-US')
  const stamp = Date.now()
  for (const refcode of ['mail_a', 'mail_b']) {
    const context = await browser.newContext({ baseURL: ORIGIN, javaScriptEnabled: false })
    const page = await context.newPage()
    // A different click id on each: still one copy per refcode.
    for (const click of ['1', '2']) {
      const response = await page.goto(`${url}?${freshCopy(stamp)}&refcode=${refcode}&fbclid=${click}`)
      expect(response!.headers()['x-origin-cache']).toBe(click === '1' ? 'miss' : 'hit')
      const link = page.locator('[data-donation-fallback], [data-fundraising-ask="donation-redirect"]').filter({ visible: true }).first()
      expect(new URL((await link.getAttribute('href'))!, ORIGIN).searchParams.get('refcode')).toBe(refcode)
    }
    await context.close()
  }
})

test('a donation page keeps its copies per campaign too: a utm_* set makes the refcode when the link names none', async ({ browser }) => {
  requireContent(!donationPage, 'the export has no donation page')
  const url = pageUrlOf(donationPage!, 'en-US')
  const stamp = Date.now()
  for (const [source, refcode] of [['mail_a', 'mail_a_fall'], ['mail_b', 'mail_b_fall']] as const) {
    const context = await browser.newContext({ baseURL: ORIGIN, javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(`${url}?${freshCopy(stamp)}&utm_source=${source}&utm_campaign=fall&fbclid=1`)
    // Each campaign renders its own copy; its no-script link carries that campaign's refcode.
    expect(response!.headers()['x-origin-cache']).toBe('miss')
    const link = page.locator('[data-donation-fallback], [data-fundraising-ask="donation-redirect"]').filter({ visible: true }).first()
    expect(new URL((await link.getAttribute('href'))!, ORIGIN).searchParams.get('refcode')).toBe(refcode)
    await context.close()
  }
})

test('a missing page is kept a minute, whatever the tracking tags, and stays out of search engines', async ({ request }) => {
  const path = `/no-such-page-${Date.now()}`
  const first = await request.get(`${path}?utm_source=scan`)
  const second = await request.get(`${path}?fbclid=probe`)
  expect([first.status(), second.status()]).toEqual([404, 404])
  expect([first.headers()['x-origin-cache'], second.headers()['x-origin-cache']]).toEqual(['miss', 'hit'])
  expect(second.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60')
  expect(second.headers()['x-robots-tag']).toBe('noindex')
})
