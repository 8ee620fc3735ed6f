/**
 * The site's own records, as a volunteer and an editor would see them: bad answers are explained
 * in the visitor's language and nothing is stored; good answers are stored once (however often
 * the button is pressed), the visitor lands on the thank-you page, and the submission reaches the
 * campaign's CRM (the local receiver), signed. Form and pages come from the export.
 */
import { expect, test } from '@playwright/test'
import { CRM_RECEIVER, E2E_SERVERS } from './servers'
import { pageUrlOf } from './support/embedded-content'
import { crmDeliveriesFor } from './support/crm-deliveries'
import { collectPageErrors, waitForHydration } from './support/page-errors'
import { volunteerPageOf, volunteerWithGoodAnswers } from './support/volunteer-form'
import { crmCaughtUp } from './support/crm-caught-up'

const exportPath = E2E_SERVERS.embedded.exportPath
const { page: volunteer, formOf, thankYou } = volunteerPageOf(exportPath)

test.describe('the volunteer form', () => {
  test('bad answers are explained in Spanish, by field, and nothing is stored', async ({ page }) => {
    const email = `malo-${Date.now()}@example.org`
    await page.goto(pageUrlOf(volunteer, 'es-MX'))
    await waitForHydration(page)
    const form = page.locator('form[data-form]')
    await form.getByLabel(/correo/i).fill(email.replace('@', ''))
    await form.getByRole('button', { name: formOf('es-MX').submitLabel }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Revisa los campos marcados abajo.' })).toBeVisible()
    await expect(form.getByText('Escribe un correo electrónico como nombre@ejemplo.com.')).toBeVisible()
    await expect(form.getByText('Por favor, completa este campo.').first()).toBeVisible()
    // The first field in error has the focus, and says it is invalid.
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true')
    await crmCaughtUp()
    expect(await crmDeliveriesFor(CRM_RECEIVER.url, email)).toEqual([])
    expect(await crmDeliveriesFor(CRM_RECEIVER.url, email.replace('@', ''))).toEqual([])
  })

  test('good answers are stored once despite a double click, the visitor lands on the thank-you page, and the CRM gets them', async ({ page }) => {
    const errors = collectPageErrors(page)
    const email = `ana-${Date.now()}@example.org`
    await volunteerWithGoodAnswers(page, exportPath, 'en-US', email)

    await expect.poll(async () => (await crmDeliveriesFor(CRM_RECEIVER.url, email)).length, { timeout: 20_000 }).toBe(1)
    // Still one once the CRM has caught up: the double click did not store (or forward) a second row.
    await crmCaughtUp()
    const [delivery] = await crmDeliveriesFor(CRM_RECEIVER.url, email)
    expect(await crmDeliveriesFor(CRM_RECEIVER.url, email)).toHaveLength(1)
    expect(delivery!.signed).toBe(true)
    expect(delivery!.body.topic).toBe('form-submission')
    expect(delivery!.body.data).toMatchObject({ form: 'volunteer', locale: 'en-US', fields: { email } })
    expect(errors).toEqual([])
  })

  test('the thank-you page is not indexed by search engines', async ({ request }) => {
    const html = await (await request.get(pageUrlOf(thankYou, 'en-US'))).text()
    expect(html).toMatch(/<meta name="robots" content="noindex/)
  })
})
