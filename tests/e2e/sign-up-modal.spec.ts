/**
 * The sign-up modal holds a real form (ADR 059): the form of the page its link leads to, prefilled
 * from the form cache, stored once and delivered to the CRM as that page's form; and the
 * half-page modal is a sheet on a phone and a side panel on a desktop. On the flags server, whose
 * content has a modal of each kind on its plain page, each for visitors of one state.
 */
import { expect, test, type Page } from '@playwright/test'
import zipcodes from 'zipcodes'
import { MODAL_KIND_STATES, PLAIN_PAGE } from './fixture-constants'
import { CRM_RECEIVER, E2E_SERVERS } from './servers'
import { cmsFormOf, labelOf, uniqueEmail, type CmsForm, type Locale } from './support/cms-forms'
import { crmCaughtUp } from './support/crm-caught-up'
import { crmDeliveriesFor } from './support/crm-deliveries'
import { entriesOfType, localized, publicPath, readExport } from './support/embedded-content'
import { collectPageErrors, waitForHydration } from './support/page-errors'
import { fillGoodAnswers } from './support/volunteer-form'

const flags = E2E_SERVERS.flags
test.use({ baseURL: flags.url })

const SIGN_UP_KEY = 'e2e-calculatorSignup'
/** The visitors' form cache in sessionStorage (src/shared/forms/visitor-details.ts). */
const VISITOR_DETAILS_KEY = 'campaign-site:visitor-details'

/** The page the sign-up modal links to in a language, read from the server's export (written when it started), and its form. */
function signUpForm(locale: Locale): { pageUrl: string; cms: CmsForm; pageType: string } {
  const settings = entriesOfType(flags.exportPath, 'siteSettings')[0]!
  const ctaUrl = (settings.fields.modalLabels?.[locale] as Record<string, { ctaUrl: string }>)[SIGN_UP_KEY]!.ctaUrl
  const page = readExport(flags.exportPath).entries.find((entry) => entry.fields.form !== undefined && localized(entry, 'path', locale) === ctaUrl)
  if (!page) throw new Error(`the sign-up modal's link ${ctaUrl} leads to no page with a form`)
  const pageType = (page.fields.settings?.['en-US'] as { type?: string } | undefined)?.type ?? page.sys.contentType.sys.id
  return { pageUrl: publicPath(ctaUrl, locale), cms: cmsFormOf(flags.exportPath, page, locale), pageType }
}

async function openModal(page: Page, kind: keyof typeof MODAL_KIND_STATES, locale: Locale = 'en-US') {
  const zip = zipcodes.lookupByState(MODAL_KIND_STATES[kind])[0]!.zip
  await page.goto(`${locale === 'es-MX' ? '/es' : ''}${PLAIN_PAGE}?zip=${zip}`)
  await waitForHydration(page)
  const dialog = page.locator(`[role="dialog"][data-modal-kind="${kind}"][open]`)
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  return dialog
}

async function deliveredOnce(email: string) {
  await expect.poll(async () => (await crmDeliveriesFor(CRM_RECEIVER.url, email)).length, { timeout: 20_000 }).toBe(1)
  // Still one once everything stored before now has reached the CRM: nothing was stored twice.
  await crmCaughtUp(flags)
  const deliveries = await crmDeliveriesFor(CRM_RECEIVER.url, email)
  expect(deliveries).toHaveLength(1)
  return deliveries[0]!
}

test.describe('the sign-up modal', () => {
  test('holds its page’s form, prefilled from the form cache; sent with a double click, it thanks in place and reaches the CRM once', async ({ page }) => {
    const errors = collectPageErrors(page)
    const { cms, pageType } = signUpForm('en-US')
    const email = uniqueEmail('modal')
    // An earlier form this session left the visitor's email in the form cache.
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [VISITOR_DETAILS_KEY, JSON.stringify({ email })] as const)
    const dialog = await openModal(page, 'calculatorSignup')
    const form = dialog.locator('form')
    const emailField = cms.form.fields.find((field) => field.kind === 'email')!
    await expect(form.locator(`[name="${emailField.name}"]`)).toHaveValue(email)
    await fillGoodAnswers(form, cms.form, email)
    await form.getByRole('button', { name: cms.form.submitLabel }).dblclick()
    await expect(dialog.getByRole('status')).toHaveText(labelOf(flags.exportPath, 'formThanks', 'en-US'), { timeout: 20_000 })
    // The visitor stayed where they were.
    expect(new URL(page.url()).pathname).toBe(PLAIN_PAGE)

    const delivery = await deliveredOnce(email)
    expect(delivery.body.data).toMatchObject({ form: pageType, locale: 'en-US', fields: { email } })
    expect(errors).toEqual([])
  })

  test('posted without its script, the form goes to its page, which answers as it does for its own form, and reaches the CRM once', async ({ page }) => {
    // The modal opens only once the page is interactive (no modal is in the server's HTML), so a
    // visitor without JavaScript never sees it: what is checked is the form's HTML path, taken
    // by a browser that posts the form itself (submit() runs no submit handler).
    const { cms, pageUrl, pageType } = signUpForm('es-MX')
    const email = uniqueEmail('modal-html')
    const dialog = await openModal(page, 'calculatorSignup', 'es-MX')
    const form = dialog.locator('form')
    expect(await form.getAttribute('action')).toBe(pageUrl)
    await fillGoodAnswers(form, cms.form, email)
    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === pageUrl)
    await form.evaluate((element: HTMLFormElement) => element.submit())
    await posted
    // Stored: on to the page's success page, or back to the page showing its thanks.
    const expected = cms.successUrl ?? `${pageUrl}?sent=form`
    await expect.poll(() => new URL(page.url()).pathname + (cms.successUrl ? '' : new URL(page.url()).search), { timeout: 20_000 }).toBe(expected)

    const delivery = await deliveredOnce(email)
    expect(delivery.body.data).toMatchObject({ form: pageType, locale: 'es-MX', fields: { email } })
  })
})

test('the sign-up modal sits in the middle of a desktop’s screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const dialog = await openModal(page, 'calculatorSignup')
  await expect(dialog.locator('form')).toBeVisible()
  const box = (await dialog.boundingBox())!
  expect(Math.abs(box.x - (1280 - box.width) / 2)).toBeLessThanOrEqual(1)
  expect(Math.abs(box.y - (800 - box.height) / 2)).toBeLessThanOrEqual(1)
})

test.describe('the half-page modal', () => {
  test('is the lower half of a phone’s screen (390 × 844)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const box = (await (await openModal(page, 'halfPage')).boundingBox())!
    expect(Math.abs(box.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(box.width - 390)).toBeLessThanOrEqual(1)
    expect(Math.abs(box.y - 844 / 2)).toBeLessThanOrEqual(1)
    expect(Math.abs(box.y + box.height - 844)).toBeLessThanOrEqual(1)
  })

  test('is a panel along the right edge of a desktop’s screen (1280 × 800)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const box = (await (await openModal(page, 'halfPage')).boundingBox())!
    expect(Math.abs(box.x + box.width - 1280)).toBeLessThanOrEqual(1)
    expect(box.width).toBeLessThanOrEqual(1280 / 2)
    expect(Math.abs(box.y)).toBeLessThanOrEqual(1)
    expect(Math.abs(box.height - 800)).toBeLessThanOrEqual(1)
  })
})
