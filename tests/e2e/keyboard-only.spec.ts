/**
 * A visitor without a pointer: from the homepage to a completed sandbox donation, and to a
 * submitted volunteer form, with Tab, typing, Space and Enter only. The page records every pointer,
 * mouse and touch event it sees; there must be none. Which links to follow and which fields to fill
 * come from the export, not from the embedded copy.
 */
import { expect, test, type Page } from '@playwright/test'
import { E2E_SERVERS } from './servers'
import { entriesOfPageType, entryById, pageUrlOf } from './support/embedded-content'
import { collectPageErrors, waitForHydration } from './support/page-errors'

type Locale = 'en-US' | 'es-MX'
type FormField = { name: string; kind: string; required?: boolean }

const exportPath = E2E_SERVERS.embedded.exportPath
const DONATION_PAGE_TYPES = ['embeddableDonationForm', 'paymentCardForm']
const volunteer = entriesOfPageType(exportPath, 'volunteer')[0]!
const formOf = (locale: Locale) => (volunteer.fields.form?.[locale] ?? volunteer.fields.form?.['en-US']) as { fields: FormField[] }
const thankYou = entryById(exportPath, (volunteer.fields.successPage?.['en-US'] as { sys: { id: string } }).sys.id)!

/** Counts, in the page, every event a pointer would cause (a keyboard Enter causes none of them). */
async function countPointerEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = ((window as { pointerEventsSeen?: string[] }).pointerEventsSeen = [] as string[])
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'mousemove', 'wheel']) {
      window.addEventListener(type, () => seen.push(type), { capture: true })
    }
  })
}
const pointerEventsSeen = (page: Page) => page.evaluate(() => (window as { pointerEventsSeen?: string[] }).pointerEventsSeen ?? [])

/**
 * Presses Tab until the focused element matches `selector` (an open action modal is closed with
 * Escape first, as a keyboard user would). Fails after `limit` presses.
 */
async function tabTo(page: Page, selector: string, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return
    if (await page.locator('[role="dialog"]').isVisible()) await page.keyboard.press('Escape')
    await page.keyboard.press('Tab')
  }
  throw new Error(`no focusable element matching ${selector} within ${limit} presses of Tab`)
}

const linkTo = (urls: string[]) => urls.map((url) => `a[href="${url}"]`).join(', ')

test.describe('keyboard only, no pointer', () => {
  for (const locale of ['en-US', 'es-MX'] as const) {
    test(`from the ${locale} homepage to a completed sandbox donation`, async ({ page }) => {
      const errors = collectPageErrors(page)
      await countPointerEvents(page)
      const donationUrls = DONATION_PAGE_TYPES.flatMap((id) => entriesOfPageType(exportPath, id)).map((entry) => pageUrlOf(entry, locale))
      await page.goto(locale === 'en-US' ? '/' : '/es')
      await waitForHydration(page)

      await tabTo(page, linkTo(donationUrls))
      await page.keyboard.press('Enter')
      await expect.poll(() => donationUrls.includes(new URL(page.url()).pathname)).toBe(true)
      await waitForHydration(page)
      const form = page.locator('[data-donation-embed] form')
      await expect(form).toBeVisible()

      await tabTo(page, '[data-donation-embed] input[name="other"]')
      await page.keyboard.type('27')
      await tabTo(page, '[data-donation-embed] input[name="firstName"]')
      await page.keyboard.type('Keyboard')
      await tabTo(page, '[data-donation-embed] input[name="lastName"]')
      await page.keyboard.type('Only')
      await tabTo(page, '[data-donation-embed] input[name="email"]')
      await page.keyboard.type(`keyboard-${Date.now()}@example.org`)
      await tabTo(page, '[data-donation-embed] select[name="state"]')
      await page.keyboard.type('TX')
      await expect(form.locator('select[name="state"]')).toHaveValue('TX')
      await tabTo(page, '[data-donation-embed] input[name="zip"]')
      await page.keyboard.type('78701')
      const card = form.locator('input[name="card"]')
      if (await card.count()) {
        await tabTo(page, '[data-donation-embed] input[name="card"]')
        await page.keyboard.type('4111111111111111')
      }
      await tabTo(page, '[data-donation-embed] button[type="submit"]')
      await page.keyboard.press('Enter')

      await expect(page.locator('[data-donation-embed] [role="status"]')).toBeVisible()
      await expect
        .poll(() => page.evaluate(() => ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter((event) => event.event === 'donation_contribution').length))
        .toBe(1)
      expect(await pointerEventsSeen(page)).toEqual([])
      expect(errors).toEqual([])
    })
  }

  test('from the Spanish homepage to a submitted volunteer form', async ({ page }) => {
    const errors = collectPageErrors(page)
    await countPointerEvents(page)
    await page.goto('/es')
    await waitForHydration(page)

    await tabTo(page, linkTo([pageUrlOf(volunteer, 'es-MX')]))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${pageUrlOf(volunteer, 'es-MX')}$`))
    await waitForHydration(page)

    for (const field of formOf('es-MX').fields) {
      const input = `form[data-form] [name="${field.name}"]`
      if (['text', 'textarea'].includes(field.kind) && field.required) {
        await tabTo(page, input)
        await page.keyboard.type('Ana')
      } else if (field.kind === 'email') {
        await tabTo(page, input)
        await page.keyboard.type(`teclado-${Date.now()}@example.org`)
      } else if (field.kind === 'zip') {
        await tabTo(page, input)
        await page.keyboard.type('78701')
      } else if (field.kind === 'tel' && field.required) {
        await tabTo(page, input)
        await page.keyboard.type('5555550143')
      } else if (field.required && ['radio', 'checkbox', 'checkboxes'].includes(field.kind)) {
        await tabTo(page, input)
        await page.keyboard.press('Space')
        await expect(page.locator(`${input}:checked`)).toHaveCount(1)
      } else if (field.required && ['select', 'state'].includes(field.kind)) {
        await tabTo(page, input)
        await page.keyboard.press('ArrowDown')
        await expect(page.locator(input)).not.toHaveValue('')
      }
    }
    await tabTo(page, 'form[data-form] button[type="submit"]')
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(new RegExp(`${pageUrlOf(thankYou, 'es-MX')}$`), { timeout: 20_000 })
    expect(await pointerEventsSeen(page)).toEqual([])
    expect(errors).toEqual([])
  })
})
