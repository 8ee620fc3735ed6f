/**
 * A form as editors define it in the CMS (a page's `form` object): its fields, their kinds and
 * copy. Types and rules only (no zod), so the browser can render and check a form cheaply; the
 * server parses the CMS value with form-definition.fields.ts before a page is served.
 */
import { US_STATE_CODES as US_STATES, US_TERRITORY_CODES } from '../segments/us-states.ts'

export const FIELD_KINDS = ['text', 'email', 'tel', 'zip', 'state', 'textarea', 'select', 'radio', 'checkboxes', 'checkbox'] as const
export type FieldKind = (typeof FIELD_KINDS)[number]

type FieldOption = { value: string; label: string }

export type FormField = {
  name: string
  kind: FieldKind
  label: string
  hint?: string
  required?: boolean
  maxLength?: number
  autocomplete?: string
  options?: FieldOption[]
}

export type FormDefinition = { submitLabel: string; fields: FormField[] }

export const FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/
export const OPTION_VALUE = /^[a-z0-9-]{1,40}$/
export const FORM_KEY = /^[a-z0-9-]{1,40}$/

const DEFAULT_MAX_LENGTH = 200
const TEXTAREA_MAX_LENGTH = 2000

export function maxLengthOf(field: FormField): number {
  return field.maxLength ?? (field.kind === 'textarea' ? TEXTAREA_MAX_LENGTH : DEFAULT_MAX_LENGTH)
}

/** The kinds whose value is one of the field's options. */
export const hasOptions = (kind: FieldKind): boolean => kind === 'select' || kind === 'radio' || kind === 'checkboxes'

/** US states, DC and the territories, by postal code: the `state` kind's choices. */
export const US_STATE_CODES: readonly string[] = [...US_STATES, ...US_TERRITORY_CODES]
