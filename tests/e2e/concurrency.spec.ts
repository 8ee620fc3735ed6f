import { expect, test } from '@playwright/test'
import { entriesOfType, localized, publicPath, titleIn, titleVariants } from './support/embedded-content'
import { E2E_SERVERS } from './servers'

const pages = [...entriesOfType(E2E_SERVERS.embedded.exportPath, 'campaignHomepage'), ...entriesOfType(E2E_SERVERS.embedded.exportPath, 'contentDetail')]

test('100 simultaneous requests with different languages and query strings each get only their own state', async ({ request }) => {
  const requests = Array.from({ length: 100 }, (_, index) => {
    const locale = index % 2 === 0 ? ('en-US' as const) : ('es-MX' as const)
    const entry = pages[index % pages.length]!
    const zip = String(10000 + index * 7).padStart(5, '0')
    return { locale, zip, path: publicPath(localized(entry, 'path', locale)!, locale), titles: titleVariants(E2E_SERVERS.embedded.exportPath, entry, locale) }
  })
  const responses = await Promise.all(requests.map((item) => request.get(`${item.path}?zip=${item.zip}`)))

  for (const [index, response] of responses.entries()) {
    const expected = requests[index]!
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<html lang="${expected.locale}"`)
    expect(expected.titles).toContain(titleIn(html))
    // The dehydrated store names this request's zip and language, and no one else's.
    expect([...html.matchAll(/zip:"(\d{5})"/g)].map((match) => match[1])).toEqual([expected.zip])
    expect([...html.matchAll(/language:"([a-zA-Z-]+)"/g)].map((match) => match[1])).toEqual([expected.locale])
  }
})
