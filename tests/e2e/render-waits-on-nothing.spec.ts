/**
 * A server render never waits on data (ADR 031): the loaders fetch what a page shows, so React
 * sends the page whole. A part that fetched while rendering would arrive as a boundary completed
 * later by an inline script; with scripts off or not yet loaded its fallback (nothing) stays, and
 * its completion scripts weigh on every copy of the page. One request per page type and language,
 * and the 404 page.
 */
import { expect, test } from '@playwright/test'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, pageUrlOf, requireContent } from './support/embedded-content'

const server = E2E_SERVERS.embedded
test.use({ baseURL: server.url })

/** React's markers of a boundary sent after the shell: its template and the scripts that reveal it. */
const LATE_BOUNDARY = /<template id="B:|\$RC\(|\$RS\(/

for (const { id } of pageTypeRegistry) {
  for (const locale of ['en-US', 'es-MX'] as const) {
    test(`a ${id} page in ${locale} is rendered whole, with nothing left for a script to fill in`, async ({ request }) => {
      const entry = entriesOfPageType(server.exportPath, id)[0]
      requireContent(!entry, `the export has no ${id} page`)
      const response = await request.get(pageUrlOf(entry!, locale))
      expect(response.status()).toBe(200)
      expect(await response.text()).not.toMatch(LATE_BOUNDARY)
    })
  }
}

test('the 404 page is rendered whole too', async ({ request }) => {
  const response = await request.get('/no-such-page-anywhere')
  expect(response.status()).toBe(404)
  expect(await response.text()).not.toMatch(LATE_BOUNDARY)
})
