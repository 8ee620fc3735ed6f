import { expect, type Locator } from '@playwright/test'
import { messages, type MessageKey } from '../../../src/shared/i18n/messages'
import { entriesOfType, entryById, pageUrlOf, type Entry } from './embedded-content'
import { fillGoodAnswers, type VolunteerForm } from './volunteer-form'

export type Locale = 'en-US' | 'es-MX'
export const LOCALES: Locale[] = ['en-US', 'es-MX']

/** A CMS form as the export holds it, where it is shown, and where a stored answer sends the visitor. */
export type CmsForm = { page: Entry; formKey?: string; form: VolunteerForm; successUrl: string | null }

/** The page's own form (volunteer, survey, sticker, call page), or its first inline action form (do-stuff-now). */
export function cmsFormOf(exportPath: string, page: Entry, locale: Locale): CmsForm {
  const pick = <T>(field: string) => (page.fields[field]?.[locale] ?? page.fields[field]?.['en-US']) as T | undefined
  const success = (page.fields.successPage?.['en-US'] as { sys: { id: string } } | undefined)?.sys.id
  const successEntry = success ? entryById(exportPath, success) : undefined
  const successUrl = successEntry ? pageUrlOf(successEntry, locale) : null
  const own = pick<VolunteerForm>('form')
  if (own) return { page, form: own, successUrl }
  const action = pick<{ actions: { key: string; kind: string; form?: VolunteerForm }[] }>('actions')?.actions.find((candidate) => candidate.kind === 'form')
  if (!action?.form) throw new Error(`${page.sys.id} has no form`)
  return { page, formKey: action.key, form: action.form, successUrl }
}

/** A UI string as the site shows it: the CMS's label over the built-in one. */
export function labelOf(exportPath: string, key: MessageKey, locale: Locale): string {
  const labels = entriesOfType(exportPath, 'siteSettings')[0]?.fields.labels?.[locale] as Record<string, string> | undefined
  return labels?.[key] ?? messages[locale][key]
}

/** A visitor’s email no other test uses, to find their submission at the CRM (in lower case, as it is stored). */
export const uniqueEmail = (who: string) => `${who}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.org`.toLowerCase()

/** A client address of its own per test, so the per-client rate limit of one test never meets another's (the server trusts the proxy's header). */
let clientsMade = 0
/**
 * A client address no other test uses: its own /64 in the documentation range (a limit counts an
 * IPv6 visitor by network), one per call and per test process. (Random addresses from one /24
 * met each other within a minute and shared a limit.)
 */
export const clientAddress = () => `2001:db8:${(process.pid % 0xffff).toString(16)}:${(clientsMade += 1).toString(16)}::1`

export { fillGoodAnswers }

/** The first option of every required choice, as a form-encoded body would carry it. */
export function requiredChoices(cms: CmsForm): Record<string, string> {
  const choices: Record<string, string> = {}
  for (const field of cms.form.fields.filter((candidate) => candidate.required)) {
    if (field.kind === 'checkbox') choices[field.name] = 'on'
    else if (field.options?.[0]) choices[field.name] = field.options[0].value
    else if (field.kind === 'state') choices[field.name] = 'TX'
  }
  return choices
}

/** The field's error, as a screen reader reaches it: through the control's aria-describedby. */
export async function expectErrorBeside(form: Locator, name: string, message: string): Promise<void> {
  const control = form.locator(`[name="${name}"]`).first()
  // A group's error belongs to its fieldset.
  const group = form.locator(`fieldset:has([name="${name}"])`)
  const described = (await group.count()) > 0 ? group.first() : control
  const ids = ((await described.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean)
  const texts = await Promise.all(ids.map((id) => form.locator(`[id="${id}"]`).textContent()))
  expect(texts, `the error beside ${name}`).toContain(message)
}
