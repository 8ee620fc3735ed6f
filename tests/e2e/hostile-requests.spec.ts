import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'

const hostilePaths = [
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/es/..%5c..%5cwindows%5cwin.ini',
  '/%00',
  '/page%00.html',
  '/%C3%28',
  '/%E0%A4%A',
  `/${'a'.repeat(8_000)}`,
  '/api/v1/shifter/zip5s/..%2f..%2fpackage.json',
  '/content-assets/..%2f..%2fapp.config.ts',
]

for (const path of hostilePaths) {
  test(`${path.slice(0, 60)} is answered 4xx, never 5xx`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path.slice(0, 60)).toBeGreaterThanOrEqual(400)
    expect(response.status(), path.slice(0, 60)).toBeLessThan(500)
    const body = await response.text()
    expect(body).not.toContain('root:x:0:0')
    expect(body).not.toContain('"dependencies"')
  })
}

test('hostile query strings are ignored or escaped, never reflected as markup', async ({ request }) => {
  const payload = '"><script>window.__pwned=1</script>'
  for (const query of [`zip=${encodeURIComponent(payload)}`, `experiment-${encodeURIComponent(payload)}=${encodeURIComponent(payload)}`, `q=${'x'.repeat(5_000)}`]) {
    const response = await request.get(`/?${query}`)
    expect(response.status(), query.slice(0, 40)).toBeLessThan(500)
    expect(await response.text(), query.slice(0, 40)).not.toContain('<script>window.__pwned=1</script>')
  }
})

test('a request body too large to hold, or of unstated length, is refused before anything reads it', async ({ request, baseURL }) => {
  // One byte over the largest route limit (the Contentful webhook's 1 MiB, request-body-limit.ts).
  const big = 'x'.repeat(1024 * 1024 + 1)
  for (const path of ['/_serverFn/anything', '/api/webhooks/contributions', '/api/webhooks/contentful', '/sandbox-donations/contributions']) {
    const response = await request.post(path, { data: big, headers: { 'content-type': 'application/json' } })
    expect(response.status(), path).toBe(413)
  }
  // A chunked upload says no length: refused with 411, not buffered.
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = httpRequest(`${baseURL}/_serverFn/anything`, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    outgoing.on('error', reject)
    outgoing.write('{"a":')
    outgoing.end('1}')
  })
  expect(status).toBe(411)
})
