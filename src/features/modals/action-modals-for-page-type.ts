import type { ActionModal, ModalCopy, SiteSettings } from '../../content-model/content-model'

export type PageTypeActionModals = { actionModals: ActionModal[]; modalLabels: Record<string, ModalCopy> }

/** The entries whose page types include this one, in their order, and the copy they name. */
export function actionModalsForPageType(settings: Pick<SiteSettings, 'actionModals' | 'modalLabels'>, pageType: string): PageTypeActionModals {
  const actionModals = settings.actionModals.filter((entry) => entry.pageTypes.includes(pageType))
  const modalLabels: Record<string, ModalCopy> = {}
  for (const { settingsKey } of actionModals) {
    const copy = settings.modalLabels[settingsKey]
    if (copy) modalLabels[settingsKey] = copy
  }
  return { actionModals, modalLabels }
}
