import { expect, type Locator, type Page } from '@playwright/test'
import { entriesOfPageType, entryById, localized, pageUrlOf } from './embedded-content'
import { waitForHydration } from './page-errors'

type FormField = { name: string; kind: string; required?: boolean; options?: { value: string }[] }
export type VolunteerForm = { fields: FormField[]; submitLabel: string }

/** The export's volunteer page, its form as the editor wrote it, and the page it thanks on. */
export function volunteerPageOf(exportPath: string) {
  const page = entriesOfPageType(exportPath, 'volunteer')[0]!
  const formOf = (locale: 'en-US' | 'es-MX') => (page.fields.form?.[locale] ?? page.fields.form?.['en-US']) as VolunteerForm
  const thankYou = entryById(exportPath, (page.fields.successPage?.['en-US'] as { sys: { id: string } }).sys.id)!
  return { page, formOf, thankYou }
}

/** Good answers for every required field of the form, and the visitor's email. */
export function goodAnswers(form: VolunteerForm, email: string): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const field of form.fields) {
    if (field.kind === 'email') answers[field.name] = email
    else if (field.kind === 'zip') answers[field.name] = '78701'
    else if (field.kind === 'tel') answers[field.name] = '(555) 555-0143'
    else if (field.kind === 'text' || field.kind === 'textarea') answers[field.name] = 'Ana'
  }
  return answers
}

/** Answers every field a visitor must, well; the form is left for the caller to send. */
export async function fillGoodAnswers(formElement: Locator, form: VolunteerForm, email: string): Promise<void> {
  for (const [name, value] of Object.entries(goodAnswers(form, email))) await formElement.locator(`[name="${name}"]`).fill(value)
  for (const field of form.fields.filter((candidate) => candidate.required)) {
    if (field.kind === 'radio') await formElement.locator(`[name="${field.name}"]`).first().check()
    if (field.kind === 'checkboxes') await formElement.locator(`[name="${field.name}"]`).first().check()
    if (field.kind === 'checkbox') await formElement.locator(`[name="${field.name}"]`).check()
    if (field.kind === 'select' || field.kind === 'state') await formElement.locator(`[name="${field.name}"]`).selectOption({ index: 1 })
  }
}

/**
 * As a volunteer: opens the export's volunteer page in that language, answers it well, sends it
 * with a double click (it must still be stored once) and lands on its thank-you page.
 */
export async function volunteerWithGoodAnswers(page: Page, exportPath: string, locale: 'en-US' | 'es-MX', email: string): Promise<void> {
  const { page: volunteer, formOf, thankYou } = volunteerPageOf(exportPath)
  await page.goto(pageUrlOf(volunteer, locale))
  await waitForHydration(page)
  const form = page.locator('form[data-form]')
  await fillGoodAnswers(form, formOf(locale), email)
  await form.getByRole('button', { name: formOf(locale).submitLabel }).dblclick()
  await expect(page).toHaveURL(new RegExp(`${pageUrlOf(thankYou, locale)}$`), { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localized(thankYou, 'title', locale)!)
}
