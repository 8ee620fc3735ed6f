/**
 * Content as an editor can publish it when the model requires little: every page without its
 * page-type fields, site settings without a site name, labels or modal headings. Every page still
 * answers 200 in both languages with its title and its body, the header still names the way home,
 * each problem reaches error reporting once, and an editor in preview sees what the page lacks.
 */
import { expect, test } from '@playwright/test'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { pageTypeOf } from '../../src/page-types/page-type-manifests'
import { fieldSpecOf } from '../../src/server/content/page-type-fields'
import { previewLink } from './support/preview-link'
import { ERROR_RECEIVER, E2E_SERVERS } from './servers'
import { entriesOfPageType, escapeHtml, localized, pageUrlOf, readExport, showsOneOfTitles, titleVariants, type Entry } from './support/embedded-content'
import { strippedPageIds } from './support/lacking-fields-export'
import { collectPageErrors, waitForHydration } from './support/page-errors'

test.use({ baseURL: E2E_SERVERS.lackingFields.url })

// Pages and expectations come from the export the server was given, so any campaign's content passes.
const original = E2E_SERVERS.embedded.exportPath
const LOCALES = ['en-US', 'es-MX'] as const

/** The first words of a page's body in a language, as the visitor reads them. */
function firstBodyText(entry: Entry, locale: (typeof LOCALES)[number]): string | null {
  const body = (entry.fields.body?.[locale] ?? entry.fields.body?.['en-US']) as { content?: unknown[] } | undefined
  const texts: string[] = []
  const visit = (node: unknown) => {
    const { nodeType, value, content } = (node ?? {}) as { nodeType?: string; value?: unknown; content?: unknown[] }
    if (nodeType === 'text' && typeof value === 'string' && value.trim().length > 12) texts.push(value.trim())
    content?.forEach(visit)
  }
  visit(body)
  return texts[0] ?? null
}

for (const { id } of pageTypeRegistry) {
  test(`a ${id} page without its page-type fields answers 200 in both languages with its title and body`, async ({ request }) => {
    const entry = entriesOfPageType(original, id)[0]
    expect(entry, `the export has a ${id} page`).toBeTruthy()
    for (const locale of LOCALES) {
      const url = pageUrlOf(entry!, locale)
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      const html = await response.text()
      expect(showsOneOfTitles(html, titleVariants(original, entry!, locale)), url).toBe(true)
      const words = firstBodyText(entry!, locale)
      if (words) expect(html, url).toContain(escapeHtml(words).slice(0, 40))
    }
  })
}

test('the header still names the way home in the page’s language, and the page hydrates without errors', async ({ page }) => {
  const errors = collectPageErrors(page)
  for (const [url, home] of [
    ['/', 'Home'],
    ['/es', 'Inicio'],
  ] as const) {
    await page.goto(url)
    await waitForHydration(page)
    await expect(page.locator('[data-region="navigation"] a').first()).toHaveText(home)
  }
  expect(errors).toEqual([])
})

test('each problem reaches error reporting once, naming the entry and the field', async ({ request }) => {
  // The content is read (and its problems reported) on the first request to this server.
  expect((await request.get('/')).status()).toBe(200)
  // A page is reported when it lost a field its page type needs (optional ones are simply absent).
  const { entries } = readExport(original)
  const stripped = strippedPageIds(entries).filter((id) => {
    const entry = entries.find((candidate) => candidate.sys.id === id)!
    const settings = (entry.fields.settings?.['en-US'] as Record<string, never> | undefined) ?? {}
    const spec = fieldSpecOf(pageTypeOf({ contentType: entry.sys.contentType.sys.id, settings }))
    return spec?.required.some((field) => entry.fields[field] !== undefined) ?? false
  })
  expect(stripped.length).toBeGreaterThan(0)
  const reported = async () => {
    const { events } = (await (await request.get(`${ERROR_RECEIVER.url}/events?project=2`)).json()) as { events: { event: Record<string, unknown> }[] }
    return events
      .map(({ event }) => event)
      .filter((event) => event.environment === 'lacking-fields')
      .map((event) => JSON.stringify(event.message ?? event.exception ?? ''))
  }
  const unreported = async () => {
    const texts = await reported()
    return stripped.filter((id) => !texts.some((text) => text.includes(id)))
  }
  await expect.poll(unreported, { timeout: 15_000 }).toEqual([])
  const texts = await reported()
  expect(texts.length).toBeGreaterThanOrEqual(stripped.length)
  expect(new Set(texts).size, 'no problem is reported twice').toBe(texts.length)
  expect(texts.some((text) => text.includes('siteName'))).toBe(true)
})

test('an editor in preview sees what the page is shown without; a visitor does not', async ({ page }) => {
  const volunteer = entriesOfPageType(original, 'volunteer')[0]!
  const url = pageUrlOf(volunteer, 'en-US')
  const visitor = await page.request.get(url)
  expect(await visitor.text()).not.toContain('data-preview-problems')

  await page.goto(previewLink(url))
  await waitForHydration(page)
  const problems = page.locator('[data-preview-problems]')
  await expect(problems).toBeVisible()
  await expect(problems.getByRole('listitem').filter({ hasText: 'form' })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localized(volunteer, 'title', 'en-US')!)
})
