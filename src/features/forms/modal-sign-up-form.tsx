/**
 * A sign-up modal's form (ADR 059): the form of the page the modal links to, drawn in the dialog
 * by the same component as on that page: checked, sent once, stored and delivered as that page's
 * form, prefilled from the form cache. A chunk of its own, fetched only where such a modal may
 * open; the route hands it to the modal layer (features do not import each other, ADR 003).
 */
import type { ModalFormProps } from '../../shared/forms/modal-form'
import { useLabels } from '../../shared/i18n/use-labels'
import { CustomForm } from './custom-form'

/** The form's element id in the dialog: never a page's own form id, so that page's echo and thanks stay its own. */
const MODAL_FORM_ID = 'modal-sign-up'

export default function ModalSignUpForm({ form, locale }: ModalFormProps) {
  const t = useLabels(locale, 'forms')
  return <CustomForm definition={form.definition} pageId={form.pageId} locale={locale} elsewhere={{ id: MODAL_FORM_ID, action: form.path }} t={t} />
}
