import type { FormField } from './form-definition'
import { validateSubmission } from './validate-submission'
import { MAX_DETAIL_LENGTH } from './visitor-details'

/** A visitor's answer as the form cache keeps it: as the field's own check leaves it (trimmed, an email in lower case, a zip of five digits), or null when it does not pass. */
export function rememberableValue(field: FormField, value: string): string | null {
  if (value.trim() === '') return null
  const checked = validateSubmission({ submitLabel: '', fields: [{ ...field, required: false }] }, { [field.name]: value })
  const normalized = checked.ok ? checked.answers[field.name] : null
  return typeof normalized === 'string' && normalized.length <= MAX_DETAIL_LENGTH ? normalized : null
}
