/**
 * The form cache: the name, email, phone and zip a visitor typed into one form, offered in the
 * next form they meet this session (and to the donation form). Kept in the browser's
 * sessionStorage only — never in a page, a cookie or a request — and only values that pass their
 * field's own check, normalized as they would be stored (rememberable-value.ts). Reading them
 * costs no validation code: the donation pages read them too.
 */
import type { FormField } from './form-definition'

const VISITOR_DETAILS = ['givenName', 'familyName', 'name', 'email', 'tel', 'zip'] as const
export type VisitorDetail = (typeof VISITOR_DETAILS)[number]
export type VisitorDetails = Partial<Record<VisitorDetail, string>>

const STORAGE_KEY = 'campaign-site:visitor-details'
export const MAX_DETAIL_LENGTH = 200

const BY_AUTOCOMPLETE: Record<string, VisitorDetail> = { 'given-name': 'givenName', 'family-name': 'familyName', name: 'name' }
const BY_NAME: [RegExp, VisitorDetail][] = [
  [/^(first|given)_?name$/i, 'givenName'],
  [/^(last|family|sur)_?name$/i, 'familyName'],
  [/^(full_?)?name$/i, 'name'],
]

/** Which of the visitor's details a field asks for, by its kind, else its autocomplete token, else its name; null for any other field. */
export function detailOfField(field: FormField): VisitorDetail | null {
  if (field.kind === 'email' || field.kind === 'tel' || field.kind === 'zip') return field.kind
  if (field.kind !== 'text') return null
  // The last token is the field name ("shipping given-name"); "off" and the like name nothing.
  const token = field.autocomplete?.trim().split(/\s+/).pop()
  if (token) return BY_AUTOCOMPLETE[token] ?? null
  return BY_NAME.find(([pattern]) => pattern.test(field.name))?.[1] ?? null
}

export function readVisitorDetails(storage: Storage | null): VisitorDetails {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}')
    if (!parsed || typeof parsed !== 'object') return {}
    const details: VisitorDetails = {}
    for (const detail of VISITOR_DETAILS) {
      const value = (parsed as Record<string, unknown>)[detail]
      if (typeof value === 'string' && value !== '' && value.length <= MAX_DETAIL_LENGTH) details[detail] = value
    }
    return details
  } catch {
    return {}
  }
}

/** Adds these details to the ones kept (a newer value replaces an older one). */
export function rememberVisitorDetails(storage: Storage | null, details: VisitorDetails): void {
  if (!storage || Object.keys(details).length === 0) return
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...readVisitorDetails(storage), ...details }))
  } catch {
    // Storage full or blocked: the next form starts empty, as it would anyway.
  }
}
