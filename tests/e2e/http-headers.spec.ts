import { expect, test, type Page } from '@playwright/test'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'

test('HTML answers with strict security headers and a script policy without unsafe-inline', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  const policy = headers['content-security-policy'] ?? ''
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
  expect(scriptSrc).toContain("'self'")
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
  expect(scriptSrc).not.toContain('unsafe-inline')
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toContain("object-src 'none'")
  expect(headers['strict-transport-security']).toMatch(/max-age=(\d+); includeSubDomains/)
  expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
})

/** Records every content-security-policy violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = violations
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
}
const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

const exportPath = E2E_SERVERS.embedded.exportPath
const pages = pageTypeRegistry.flatMap((definition) => entriesOfPageType(exportPath, definition.id).slice(0, 1).map((entry) => ({ id: definition.id, entry })))

for (const locale of ['en-US', 'es-MX'] as const) {
  test(`every page type runs under its policy with no violation in ${locale}, the provider's donation form included`, async ({ page }) => {
    test.setTimeout(120_000)
    await recordViolations(page)
    const found: string[] = []
    for (const { id, entry } of pages) {
      await page.goto(pageUrlOf(entry, locale))
      if (id === 'customDonationFormRedirect') await page.waitForURL(/\/sandbox-donations\/donate\//)
      else await waitForHydration(page)
      // The provider's script, stylesheet and form load under the policy.
      if ((await page.locator('[data-donation-embed]').count()) > 0) await expect(page.locator('[data-donation-embed] form')).toBeVisible()
      found.push(...(await violationsOf(page)).map((violation) => `${id}: ${violation}`))
    }
    expect(found).toEqual([])
  })
}

test('HTML is compressed as the client accepts, and an unchanged page answers 304', async ({ request }) => {
  const brotli = await request.get('/', { headers: { 'accept-encoding': 'br' } })
  expect(brotli.headers()['content-encoding']).toBe('br')
  expect(brotli.headers()['vary']).toContain('Accept-Encoding')
  const gzip = await request.get('/', { headers: { 'accept-encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')
  expect(await gzip.text()).toContain('<html')

  const first = await request.get('/sitemap.xml')
  expect(first.status()).toBe(200)
  const page = (await first.text()).match(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)?.[1]?.replace(/<\/?loc>/g, '') ?? '/'
  const path = new URL(page).pathname
  const etag = (await request.get(path)).headers()['etag']
  expect(etag).toBeTruthy()
  const again = await request.get(path, { headers: { 'if-none-match': etag! } })
  expect(again.status()).toBe(304)
  expect(again.headers()['content-security-policy']).toBeUndefined()
})
