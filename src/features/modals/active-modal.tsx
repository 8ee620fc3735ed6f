import type { ComponentType } from 'react'
import type { ModalCopy, ModalKind } from '../../content-model/content-model'
import type { ModalForm, ModalFormProps } from '../../shared/forms/modal-form'
import { useLabels } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { ActionModalContent } from './action-modal-content'
import { ModalDialog } from './modal-dialog'

export type ActiveModalProps = {
  kind: ModalKind
  copy: ModalCopy
  /** A sign-up modal's form (ADR 059) and the component that draws it; null: the modal shows its copy and link. */
  form: { Form: ComponentType<ModalFormProps>; value: ModalForm } | null
  locale: Locale
  onClose: () => void
}

/**
 * The open action modal, dialog and content. Most page views never open one, so this (with the
 * polling locator and the video player's thumbnail) is a chunk of its own, fetched once a modal
 * is chosen for the visitor and well before its delay has passed; its UI strings are fetched then too.
 */
export default function ActiveModal({ kind, copy, form, locale, onClose }: ActiveModalProps) {
  const t = useLabels(locale, 'shell', 'polling', 'video')
  return (
    <ModalDialog kind={kind} title={copy.heading} closeLabel={t('closeDialog')} onClose={onClose}>
      <ActionModalContent kind={kind} copy={copy} form={form} locale={locale} t={t} />
    </ModalDialog>
  )
}
