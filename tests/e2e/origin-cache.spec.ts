/**
 * The origin cache as visitors meet it (ADR 015): a page is rendered once and then served from
 * memory; new visitors on an experiment page still each get their own cookie, from a page kept
 * per variation; the query string is part of what is kept; a publish shows at once.
 */
import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { pageExposures } from './support/page-exposures'
import { entriesOfPageType, entriesOfType, pageUrlOf, requireContent } from './support/embedded-content'
import { freshCopy } from './support/fresh-copy'

const exportPath = E2E_SERVERS.embedded.exportPath
const contentPage = pageUrlOf(entriesOfPageType(exportPath, 'contentDetail')[0]!, 'es-MX')
const experimentHome = entriesOfType(exportPath, 'experiment').some((entry) => entry.fields.isActive?.['en-US'] === true)

test('a page is rendered once, then served from the origin cache to the next visitors', async ({ request }) => {
  const url = `${contentPage}?${freshCopy()}`
  const first = await request.get(url)
  expect(first.headers()['x-origin-cache']).toBe('miss')
  const later = await Promise.all(Array.from({ length: 5 }, () => request.get(url)))
  expect(later.map((response) => response.headers()['x-origin-cache'])).toEqual(Array(5).fill('hit'))
  expect(await later[0]!.text()).toBe(await first.text())
})

test('the query string is part of the page: each zip is kept apart', async ({ request }) => {
  const stamp = Date.now()
  for (const zip of ['78701', '10001']) {
    const html = await (await request.get(`${contentPage}?zip=${zip}&${freshCopy(stamp)}`)).text()
    expect([...html.matchAll(/zip:"(\d{5})"/g)].map((match) => match[1])).toEqual([zip])
  }
})

test('new visitors on an experiment page each get their own cookies, private, from pages kept per variation', async ({ playwright }) => {
  requireContent(!experimentHome, 'the embedded content has no active experiment')
  const outcomes: string[] = []
  for (let visitor = 0; visitor < 12; visitor++) {
    // A new context is a new visitor: no cookie.
    const request = await playwright.request.newContext({ baseURL: E2E_SERVERS.embedded.url })
    const response = await request.get('/')
    const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')
    // The assignments and the server's signed refcode2 for them (ADR 047).
    expect(cookies.map((cookie) => cookie.value.split('=')[0])).toEqual(['exp', 'exp_ref2'])
    expect(response.headers()['cache-control']).toBe('private, no-store')
    // The page shows the variation the cookie names.
    const assigned = JSON.parse(decodeURIComponent(cookies[0]!.value.split(';')[0]!.slice('exp='.length))) as Record<string, string>
    const html = await response.text()
    for (const [experiment, variation] of Object.entries(assigned)) expect(pageExposures(html)).toContain(`${experiment}=${variation}`)
    outcomes.push(response.headers()['x-origin-cache'] ?? '')
    await request.dispose()
  }
  // One render per variation at most; the other visitors got a kept page.
  expect(outcomes.filter((outcome) => outcome === 'hit').length).toBeGreaterThan(6)
})
