/**
 * Checks a visitor's answers against a form definition, the same way in the browser (before
 * sending) and on the server (before storing). Answers come back normalized (control characters
 * removed, trimmed, zip and state in canonical form, only the form's own fields), or with one
 * message key per bad field.
 */
import * as z from 'zod/mini'
import type { LabelsOf } from '../i18n/label-groups'
import { hasOptions, maxLengthOf, US_STATE_CODES, type FormDefinition, type FormField } from './form-definition'
import { withoutControlCharacters } from './without-control-characters'

export type Answers = Record<string, string | string[] | boolean>
export type FieldErrors = Record<string, LabelsOf<'forms'>>
export type Validation = { ok: true; answers: Answers } | { ok: false; errors: FieldErrors }

const EMAIL = z.email()
const STATES: ReadonlySet<string> = new Set(US_STATE_CODES)

/** One field's value: normalized, or the message key that explains what is wrong. */
function checkField(field: FormField, raw: unknown): { value: Answers[string] | undefined } | { error: LabelsOf<'forms'> } {
  if (field.kind === 'checkbox') {
    const checked = raw === true || raw === 'on' || raw === 'true'
    if (field.required && !checked) return { error: 'formMustAccept' }
    return { value: checked }
  }
  if (field.kind === 'checkboxes') {
    const values = Array.isArray(raw) ? raw : typeof raw === 'string' && raw !== '' ? [raw] : []
    const allowed = new Set(field.options?.map((option) => option.value))
    if (!values.every((value) => typeof value === 'string' && allowed.has(value))) return { error: 'formChooseListed' }
    if (field.required && values.length === 0) return { error: 'formChooseOne' }
    return { value: [...new Set(values as string[])] }
  }
  // The server function's answers arrive as JSON, not through answersFromEntries: cleaned here too.
  const text = typeof raw === 'string' ? withoutControlCharacters(raw).trim() : ''
  if (raw !== undefined && raw !== null && typeof raw !== 'string') return { error: 'formInvalid' }
  if (text === '') return field.required ? { error: hasOptions(field.kind) || field.kind === 'state' ? 'formChooseOne' : 'formRequired' } : { value: undefined }
  if (text.length > maxLengthOf(field)) return { error: 'formTooLong' }
  switch (field.kind) {
    case 'email':
      return z.safeParse(EMAIL, text).success ? { value: text.toLowerCase() } : { error: 'formEmailInvalid' }
    case 'zip':
      return /^\d{5}(-\d{4})?$/.test(text) ? { value: text.slice(0, 5) } : { error: 'formZipInvalid' }
    case 'tel': {
      const digits = text.replace(/[\s().+-]/g, '')
      return /^\d{10,15}$/.test(digits) ? { value: text } : { error: 'formPhoneInvalid' }
    }
    case 'state':
      return STATES.has(text.toUpperCase()) ? { value: text.toUpperCase() } : { error: 'formChooseListed' }
    case 'select':
    case 'radio':
      return field.options?.some((option) => option.value === text) ? { value: text } : { error: 'formChooseListed' }
    default:
      return { value: text }
  }
}

export function validateSubmission(form: FormDefinition, input: Readonly<Record<string, unknown>>): Validation {
  const answers: Answers = {}
  const errors: FieldErrors = {}
  for (const field of form.fields) {
    const result = checkField(field, input[field.name])
    if ('error' in result) errors[field.name] = result.error
    else if (result.value !== undefined) answers[field.name] = result.value
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, answers }
}
