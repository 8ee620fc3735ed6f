import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import zipcodes from 'zipcodes'
import { MODAL_KIND_STATES, PLAIN_PAGE } from './fixture-constants'
import { E2E_SERVERS } from './servers'
import { pageTypeRegistry } from '../../src/page-types/registry'
import { entriesOfPageType, localized, publicPath } from './support/embedded-content'
import { waitForHydration } from './support/page-errors'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const path = E2E_SERVERS.embedded.exportPath

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`)
}

const settingsTypeOf = (entry: (typeof pages)[number]) => (entry.fields.settings?.['en-US'] as { type?: string } | undefined)?.type

// One page of every implemented page type, from the content, plus the 404 page.
const pages = pageTypeRegistry.flatMap((definition) => entriesOfPageType(path, definition.id).slice(0, 1))

for (const locale of ['en-US', 'es-MX'] as const) {
  for (const entry of pages) {
    const url = publicPath(localized(entry, 'path', locale)!, locale)
    test(`${entry.sys.contentType.sys.id} in ${locale} (${url}) has no axe violations`, async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('SESSION_MODAL_DISMISS_KEY', 'axe'))
      await page.goto(url)
      if (settingsTypeOf(entry) === 'customDonationFormRedirect') {
        // The visitor ends on the provider's hosted form (the sandbox's): that is the page to check.
        await page.waitForURL(/\/sandbox-donations\/donate\//)
        await page.locator('[data-donation-embed] form').waitFor()
      } else {
        await waitForHydration(page)
        // The provider's form is part of the page a donor uses: check it once it is there.
        if ((await page.locator('[data-donation-embed]').count()) > 0) await page.locator('[data-donation-embed] form').waitFor()
      }
      expect(await violations(page)).toEqual([])
    })
  }
  test(`the 404 page in ${locale} has no axe violations`, async ({ page }) => {
    await page.goto(locale === 'en-US' ? '/no-such-page' : '/es/no-existe')
    await waitForHydration(page)
    expect(await violations(page)).toEqual([])
  })
}

test('an open action modal has no axe violations', async ({ page }) => {
  const zip = zipcodes.lookupByState('TX')[0]!.zip
  await page.goto(`/?zip=${zip}`)
  await waitForHydration(page)
  // The dialog opens at once (no animation): axe checks what the visitor sees then.
  await expect(page.locator('[role="dialog"][open]')).toBeVisible({ timeout: 15_000 })
  expect(await violations(page)).toEqual([])
})

test.describe('each modal kind, open', () => {
  test.use({ baseURL: E2E_SERVERS.flags.url })
  for (const [kind, state] of Object.entries(MODAL_KIND_STATES)) {
    for (const locale of ['en-US', 'es-MX'] as const) {
      test(`${kind} in ${locale} has no axe violations`, async ({ page }) => {
        const zip = zipcodes.lookupByState(state)[0]!.zip
        await page.goto(`${locale === 'es-MX' ? '/es' : ''}${PLAIN_PAGE}?zip=${zip}`)
        await waitForHydration(page)
        const dialog = page.locator(`[role="dialog"][data-modal-kind="${kind}"][open]`)
        await expect(dialog).toBeVisible({ timeout: 15_000 })
        // The sign-up modal holds its form page's form (ADR 059): checked once the form is drawn, not the link standing in for it.
        if (kind === 'calculatorSignup') await expect(dialog.locator('form')).toBeVisible()
        expect(await violations(page)).toEqual([])
      })
    }
  }
})
