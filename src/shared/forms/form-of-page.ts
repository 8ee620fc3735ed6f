/**
 * Where a page keeps its forms: a form page's `form`, or the `form` of one of a do-stuff-now
 * page's actions (by key). The page's fields were parsed by its page type's schema on the server,
 * so their shape is trusted here; a page without the form asked for answers null.
 */
import type { Page } from '../../content-model/content-model'
import { localizedPath } from '../locale.ts'
import { safeHref } from '../rich-text/safe-href.ts'
import type { FormDefinition } from './form-definition'

type FormFields = {
  form?: FormDefinition
  actions?: { actions?: { key: string; kind: string; form?: FormDefinition }[] }
  successPage?: { href: string | null }
  successRedirectUrl?: string
}

export function formOfPage(page: Page, formKey?: string): FormDefinition | null {
  const fields = page.fields as FormFields
  if (!formKey) return fields.form ?? null
  return fields.actions?.actions?.find((action) => action.key === formKey && action.kind === 'form')?.form ?? null
}

/** The name a submission is stored and exported under: the page type, and the action's key for inline forms. */
export function formNameOf(pageTypeId: string, formKey?: string): string {
  return formKey ? `${pageTypeId}:${formKey}` : pageTypeId
}

/** Where a successful submission sends the visitor: the thank-you page, else the configured URL, else nowhere (thanks in place). */
export function successHrefOf(page: Page): string | null {
  const fields = page.fields as FormFields
  if (fields.successPage?.href) return fields.successPage.href
  const url = fields.successRedirectUrl?.trim()
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return localizedPath(url, page.locale)
  return safeHref(url)
}
