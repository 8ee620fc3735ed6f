import type { ActionModal, ModalCopy, SiteSettings } from '../../content-model/content-model'
import type { ModalForm } from '../../shared/forms/modal-form'

export type PageTypeActionModals = { actionModals: ActionModal[]; modalLabels: Record<string, ModalCopy>; modalForms: Record<string, ModalForm> }

/** The entries whose page types include this one, in their order, and the copy (and sign-up forms, ADR 059) they name. */
export function actionModalsForPageType(
  settings: Pick<SiteSettings, 'actionModals' | 'modalLabels'>,
  pageType: string,
  forms: Readonly<Record<string, ModalForm>> = {},
): PageTypeActionModals {
  const actionModals = settings.actionModals.filter((entry) => entry.pageTypes.includes(pageType))
  const modalLabels: Record<string, ModalCopy> = {}
  const modalForms: Record<string, ModalForm> = {}
  for (const { settingsKey } of actionModals) {
    const copy = Object.hasOwn(settings.modalLabels, settingsKey) ? settings.modalLabels[settingsKey] : undefined
    if (copy) modalLabels[settingsKey] = copy
    const form = Object.hasOwn(forms, settingsKey) ? forms[settingsKey] : undefined
    if (form) modalForms[settingsKey] = form
  }
  return { actionModals, modalLabels, modalForms }
}
