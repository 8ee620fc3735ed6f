/**
 * The form cache in a form (shared/forms/visitor-details.ts): once the page is interactive, the
 * fields for the visitor's name, email, phone and zip that are still empty take what the visitor
 * typed in an earlier form this session; what they type here is kept when a field is left.
 */
import { useCallback, useEffect, type RefObject } from 'react'
import { browserStorage } from '../../shared/browser-storage'
import type { FormDefinition } from '../../shared/forms/form-definition'
import { rememberableValue } from '../../shared/forms/rememberable-value'
import { detailOfField, readVisitorDetails, rememberVisitorDetails, type VisitorDetails } from '../../shared/forms/visitor-details'

function textControl(form: HTMLFormElement, name: string): HTMLInputElement | null {
  const control = form.elements.namedItem(name)
  return control instanceof HTMLInputElement ? control : null
}

/** Returns `remember`, to call when the visitor leaves a field or sends the form. */
export function useVisitorDetails(formRef: RefObject<HTMLFormElement | null>, definition: FormDefinition): () => void {
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const details = readVisitorDetails(browserStorage('session'))
    for (const field of definition.fields) {
      const detail = detailOfField(field)
      const control = detail ? textControl(form, field.name) : null
      const value = detail ? details[detail] : undefined
      // What the visitor already typed (before the page was interactive, or sent back to them) stays.
      if (control && value && control.value === '') control.value = value
    }
  }, [formRef, definition])

  return useCallback(() => {
    const form = formRef.current
    if (!form) return
    const details: VisitorDetails = {}
    for (const field of definition.fields) {
      const detail = detailOfField(field)
      const control = detail ? textControl(form, field.name) : null
      const value = control ? rememberableValue(field, control.value) : null
      if (detail && value) details[detail] = value
    }
    rememberVisitorDetails(browserStorage('session'), details)
  }, [formRef, definition])
}
