import { expect, test } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfType, localized, publicPath } from './support/embedded-content'

test.use({ baseURL: E2E_SERVERS.alternate.url })

// The same build serves another campaign's export: nothing depends on the embedded content.
const pages = [...entriesOfType(E2E_SERVERS.alternate.exportPath, 'campaignHomepage'), ...entriesOfType(E2E_SERVERS.alternate.exportPath, 'contentDetail')]

for (const locale of ['en-US', 'es-MX'] as const) {
  test(`every page of another export is served at its ${locale} path with its own title`, async ({ request }) => {
    expect(pages.length).toBeGreaterThan(0)
    for (const entry of pages) {
      const path = publicPath(localized(entry, 'path', locale)!, locale)
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(await response.text()).toContain(`<title>${localized(entry, 'title', locale)}</title>`)
    }
  })
}

test('the embedded campaign is not there', async ({ request }) => {
  const embeddedHome = entriesOfType(E2E_SERVERS.embedded.exportPath, 'campaignHomepage')[0]!
  const html = await (await request.get('/')).text()
  expect(html).not.toContain(localized(embeddedHome, 'title', 'en-US'))
})
