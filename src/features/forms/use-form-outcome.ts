/**
 * What the page was rendered to show about one of its forms: a post that was not stored (the
 * echo, in a page rendered for that visitor alone) or, after ?sent=, that it was. Each form finds
 * its own by id.
 */
import { useLocation } from '@tanstack/react-router'
import { useContext } from 'react'
import { SENT_PARAM, type FormEcho } from '../../shared/forms/form-post'
import { FormEchoContext } from './form-echo'

/** This form's echo, or null. */
export function useFormEcho(formId: string): FormEcho | null {
  const echo = useContext(FormEchoContext)
  return echo?.formId === formId ? echo : null
}

/** Whether the page was opened to thank the visitor for this form (a stored post without a success page). */
export function useFormSent(formId: string): boolean {
  return useLocation({ select: (location) => String((location.search as Record<string, unknown>)[SENT_PARAM] ?? '') === formId })
}

/** Whether this form has something to show at once: its errors or its thanks (a closed disclosure opens). */
export function useFormHasOutcome(formId: string): boolean {
  const echo = useFormEcho(formId)
  const sent = useFormSent(formId)
  return echo !== null || sent
}
