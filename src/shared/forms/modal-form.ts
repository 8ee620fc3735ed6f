/**
 * The sign-up form a calculatorSignup action modal holds (ADR 059): the form of the page the
 * modal's link (`modalLabels.<key>.ctaUrl`) leads to. It is that page's form — stored, limited,
 * named and delivered to the CRM as the page's own — shown over the page the visitor is on.
 */
import type { Locale } from '../locale'
import type { FormDefinition } from './form-definition'

export type ModalForm = {
  /** The form page's entry id: the script's submission names it, as the page's own form does. */
  pageId: string
  /** The form page's URL: where the form posts without a script, answered as that page answers. */
  path: string
  definition: FormDefinition
}

/** A value is a modal form (what an open modal's props carry). */
export function isModalForm(value: unknown): value is ModalForm {
  if (typeof value !== 'object' || value === null) return false
  const { pageId, path, definition } = value as Record<string, unknown>
  return typeof pageId === 'string' && typeof path === 'string' && typeof definition === 'object' && definition !== null && Array.isArray((definition as { fields?: unknown }).fields)
}

/** What the component showing a modal's form is given (the forms feature draws it; the route hands it to the modal layer). */
export type ModalFormProps = { form: ModalForm; locale: Locale }
