/**
 * What a CMS form carries besides its fields when the browser posts it itself (no script, or
 * before hydration), and how the page it returns to is told what happened. Field names from the
 * CMS are letters and digits (FIELD_NAME), so names starting with "_" never collide with them.
 */
import type { FieldErrors, Answers } from './validate-submission'

/** Which of a page's forms this is: a do-stuff-now action's key; absent for the page's own form. */
export const FORM_KEY_FIELD = '_form'
/** The idempotency key, only in a page rendered for one visitor (a shared page cannot hold one). */
export const IDEMPOTENCY_KEY_FIELD = '_key'
/** The honeypot: off screen, so only robots fill it. */
export const HONEYPOT_FIELD = 'website'
/** The visitor's refcodes, passed with the submission for attribution. */
export const REFCODE_FIELDS = ['refcode', 'refcode2'] as const

/**
 * On a form whose success redirect leaves the site: that origin. A browser checks the redirect
 * after a plain form post against the page's `form-action`, which must therefore name it.
 */
export const SUCCESS_ORIGIN_ATTRIBUTE = 'data-success-origin'

/** The origin a success href leaves the site for, or null when it stays on the site. */
export function offSiteOrigin(href: string | null): string | null {
  if (!href || !/^https?:\/\//i.test(href)) return null
  try {
    return new URL(href).origin
  } catch {
    return null
  }
}

/** The query parameter a page is shown with after its form was stored without a success page. */
export const SENT_PARAM = 'sent'

/** A form's element id on its page, its anchor, and the value of ?sent= once it was stored. */
export function formIdOf(formKey: string | undefined): string {
  return formKey ? `form-${formKey}` : 'form'
}

/** The page's own URL (path and query, as the visitor asked for it) showing the form's thanks, scrolled to it. */
export function sentHref(pageUrl: URL, formId: string): string {
  const search = new URLSearchParams(pageUrl.search)
  search.set(SENT_PARAM, formId)
  return `${pageUrl.pathname}?${search}#${formId}`
}

/**
 * A posted form that was not stored, rendered back to its visitor: the answers as typed, each
 * error by field, and the key a corrected attempt is sent with. Only ever in a response that is
 * the visitor's own (private, no-store).
 */
export type FormEcho = {
  formId: string
  status: 'invalid' | 'rateLimited' | 'failed'
  answers: Answers
  errors: FieldErrors
  idempotencyKey: string
}
