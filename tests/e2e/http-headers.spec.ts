import { expect, test } from '@playwright/test'
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

test('the page runs under its policy with no violation', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = violations
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  await page.goto('/')
  await waitForHydration(page)
  await page.goto('/es')
  await waitForHydration(page)
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
})

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
