import { expect, test, type Page } from '@playwright/test'
import { E2E_SERVERS, ERROR_RECEIVER } from './servers'

test.use({ baseURL: E2E_SERVERS.reporting.url })
// One receiver for the whole file: the tests take turns.
test.describe.configure({ mode: 'serial' })

type Received = { envelopesSeen: number; events: { event: { level?: string; message?: unknown; exception?: { values?: { value?: string }[] } } }[] }

async function received(page: Page, project = 1): Promise<Received> {
  return (await (await page.request.get(`${ERROR_RECEIVER.url}/events?project=${project}`)).json()) as Received
}
const valueOf = (entry: Received['events'][number]) => entry.event.exception?.values?.[0]?.value ?? String(entry.event.message ?? '')
async function eventsMatching(page: Page, text: string, project = 1) {
  return (await received(page, project)).events.filter((entry) => valueOf(entry).includes(text))
}
/** Waits until error reporting has loaded (it loads after the page, when the browser is idle). */
async function reportingReady(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { __SENTRY__?: unknown }).__SENTRY__))
}

/** The page has run every task queued before this call (the timers that throw included): an ordering barrier, not a wait for time. */
async function queuedTasksRun(page: Page) {
  await page.evaluate(() => new Promise<void>((done) => setTimeout(done)))
}
/** Every event the page reported so far has arrived: a marker error thrown now is sent after them, and has arrived too. */
async function reportedSoFarArrived(page: Page, project = 1) {
  const marker = `e2e marker ${Math.random().toString(36).slice(2)}`
  await page.evaluate((text) => setTimeout(() => { throw new Error(text) }), marker)
  await expect.poll(async () => (await eventsMatching(page, marker, project)).length).toBe(1)
}
/** The receiver has answered every request the page made before this one: a request made now, to the same receiver, queues behind them. */
async function receiverCaughtUp(page: Page) {
  await page.evaluate((url) => fetch(url).then(() => undefined), `${ERROR_RECEIVER.url}/events?project=0`)
}

test.beforeEach(async ({ request }) => {
  await request.delete(`${ERROR_RECEIVER.url}/events?project=1`)
})

test('a rejected promise arrives once, as an error', async ({ page }) => {
  await page.goto('/')
  await reportingReady(page)
  await page.evaluate(() => void Promise.reject(new Error('e2e rejected promise')))
  await expect.poll(async () => (await eventsMatching(page, 'e2e rejected promise')).length).toBe(1)
  await reportedSoFarArrived(page)
  const events = await eventsMatching(page, 'e2e rejected promise')
  expect(events).toHaveLength(1)
  expect(events[0]?.event.level).toBe('error')
})

test('an error thrown before error reporting finished loading still arrives', async ({ page }) => {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(/sentry-sink/, async (route) => {
    await gate
    await route.continue()
  })
  await page.goto('/')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e early error') }))
  await queuedTasksRun(page)
  expect(await eventsMatching(page, 'e2e early error')).toHaveLength(0)
  release()
  await expect.poll(async () => (await eventsMatching(page, 'e2e early error')).length).toBe(1)
})

test('a failure during start-up arrives once, as fatal', async ({ page }) => {
  await page.addInitScript(() => {
    const original = Document.prototype.querySelectorAll
    Document.prototype.querySelectorAll = function (this: Document, selector: string) {
      if (selector === '[data-page-type]') throw new Error('e2e start-up failure')
      return original.call(this, selector)
    } as typeof original
  })
  await page.goto('/')
  await expect.poll(async () => (await eventsMatching(page, 'e2e start-up failure')).length, { timeout: 15_000 }).toBe(1)
  expect((await eventsMatching(page, 'e2e start-up failure'))[0]?.event.level).toBe('fatal')
})

test('the generic cross-origin "Script error." is dropped; a long value arrives cut to 250 characters', async ({ page }) => {
  await page.goto('/')
  await reportingReady(page)
  await page.evaluate(() => window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' })))
  const long = `e2e long ${'x'.repeat(400)}`
  await page.evaluate((message) => setTimeout(() => { throw new Error(message) }), long)
  await expect.poll(async () => (await eventsMatching(page, 'e2e long')).length).toBe(1)
  const value = valueOf((await eventsMatching(page, 'e2e long'))[0]!)
  expect(value.length).toBeLessThanOrEqual(253) // 250 and an ellipsis
  expect((await received(page)).events.filter((entry) => valueOf(entry).includes('Script error'))).toEqual([])
})

test('a 429 with Retry-After stops sending for that time', async ({ page, request }) => {
  await request.post(`${ERROR_RECEIVER.url}/rate-limit?project=1`, { data: { remaining: 1, retryAfterSeconds: 60 } })
  await page.goto('/')
  await reportingReady(page)
  const limited = page.waitForResponse((response) => response.url().includes('/envelope/') && response.status() === 429)
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e limited first') }))
  await limited
  // The SDK has read the 429; an envelope it had already sent may still arrive, none may follow it.
  await queuedTasksRun(page)
  await receiverCaughtUp(page)
  const seenAfterLimit = (await received(page)).envelopesSeen
  const sentAfterLimit: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/envelope/')) sentAfterLimit.push(request.url())
  })
  for (const name of ['second', 'third', 'fourth']) {
    await page.evaluate((label) => setTimeout(() => { throw new Error(`e2e limited ${label}`) }), name)
  }
  await queuedTasksRun(page)
  await receiverCaughtUp(page)
  expect(sentAfterLimit).toEqual([])
  expect((await received(page)).envelopesSeen).toBe(seenAfterLimit)
  for (const name of ['second', 'third', 'fourth']) expect(await eventsMatching(page, `e2e limited ${name}`)).toEqual([])
})

test('a burst of 1,000 errors leaves the page responsive and does not flood the receiver', async ({ page }) => {
  await page.goto('/')
  await reportingReady(page)
  await page.evaluate(() => {
    for (let index = 0; index < 1000; index++) setTimeout(() => { throw new Error(`e2e burst ${index}`) })
  })
  await page.locator('a[href="#main-content"]').focus()
  await page.keyboard.press('Enter')
  // Responsive: the skip link still answers within the bound a visitor would wait, the burst notwithstanding.
  await expect(page).toHaveURL(/#main-content$/, { timeout: 5_000 })
  await queuedTasksRun(page)
  await receiverCaughtUp(page)
  expect((await received(page)).envelopesSeen).toBeLessThan(200)
})

test('a server failure shows a localized error page whose reference is the reported event, and leaks nothing', async ({ playwright, request }) => {
  const { writeFileSync } = await import('node:fs')
  // The content source breaks before the server has loaded any content.
  writeFileSync(E2E_SERVERS.brokenContent.exportPath, '{ "entries": [ oops')
  const context = await playwright.request.newContext({ baseURL: E2E_SERVERS.brokenContent.url })
  const response = await context.get('/es')
  expect(response.status()).toBe(500)
  const html = await response.text()
  expect(html).toContain('lang="es-MX"')
  const reference = /data-error-reference="">([0-9a-f]{32})</.exec(html)?.[1]
  expect(reference).toBeTruthy()
  for (const leak of ['broken-content-export', '/work/', 'not valid JSON', 'at async', 'node_modules']) expect(html).not.toContain(leak)
  await expect
    .poll(async () => {
      const body = (await (await request.get(`${ERROR_RECEIVER.url}/events?project=1`)).json()) as { events: { event: { event_id?: string } }[] }
      return body.events.some((entry) => entry.event.event_id === reference)
    })
    .toBe(true)
  await context.dispose()
})

test('a region that throws arrives once, as an error, and only that region is gone', async ({ page, request }) => {
  // A browser API the takeover region relies on fails: the region's boundary must contain it. The
  // region is there only on a homepage whose takeover could still show.
  const TAKEOVER_PROJECT = 3
  await request.delete(`${ERROR_RECEIVER.url}/events?project=${TAKEOVER_PROJECT}`)
  await page.addInitScript(() => {
    Date.prototype.getTimezoneOffset = () => {
      throw new Error('e2e region failure')
    }
  })
  await page.goto(`${E2E_SERVERS.reportingTakeover.url}/`)
  await expect.poll(async () => (await eventsMatching(page, 'e2e region failure', TAKEOVER_PROJECT)).length, { timeout: 15_000 }).toBe(1)
  const [event] = await eventsMatching(page, 'e2e region failure', TAKEOVER_PROJECT)
  expect(event?.event.level).toBe('error')
  // The region's report wraps the original error, which comes along as its linked cause.
  const values = event?.event.exception?.values?.map((value) => value.value) ?? []
  expect(values.some((value) => value?.includes('Region takeover failed to render'))).toBe(true)
  await expect(page.locator('[data-page-type="campaignHomepage"]')).toBeVisible()
  await expect(page.locator('[data-region="navigation"]')).toBeVisible()
  await reportedSoFarArrived(page, TAKEOVER_PROJECT)
  expect(await eventsMatching(page, 'e2e region failure', TAKEOVER_PROJECT)).toHaveLength(1)
})

test('errors reach the service under the page’s content security policy, with no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = violations
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toContain('connect-src')
  await reportingReady(page)
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e under the policy') }))
  await expect.poll(async () => (await eventsMatching(page, 'e2e under the policy')).length).toBe(1)
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
})
