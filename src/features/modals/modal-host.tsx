import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, type ComponentType } from 'react'
import { MODAL_KINDS, type ModalKind } from '../../content-model/content-constants'
import type { ActionModal, ModalCopy } from '../../content-model/content-model'
import { siteSettingsQueryOptions } from '../../queries/content-query-options'
import { browserStorage } from '../../shared/browser-storage'
import { isFundraisingDisabledLocation } from '../../shared/fundraising/fundraising-location'
import { lazyWithRetry } from '../../shared/lazy-with-retry'
import type { Locale } from '../../shared/locale'
import { useAppStore, useAppStoreApi } from '../../stores/app-store-context'
import { selectHasContributed } from '../fundraising/selectors'
import { selectStateCode } from '../segments/selectors'
import { actionModalsQueryOptions } from './action-modals-query-options'
import type { PageTypeActionModals } from './action-modals-for-page-type'
import { nextSelection, selectActionModal } from './select-action-modal'
import type * as ActiveModalModule from './active-modal'
import { rememberDismissal, useScheduledModalOpen } from './use-scheduled-modal-open'
import { FailureBoundary } from '../../shared/failure-boundary'
import { isModalForm, type ModalFormProps } from '../../shared/forms/modal-form'

/**
 * What the route hands the modal layer to draw a calculatorSignup modal's form (ADR 059): the
 * forms feature's component, a chunk of its own, and a way to fetch it before the modal opens.
 */
export type ModalFormSlot = { Form: ComponentType<ModalFormProps>; preload: () => Promise<unknown> }

/** The dialog's chunk, once fetched: rendered directly then, with no suspense in between. */
let loadedActiveModal: typeof ActiveModalModule | null = null
export const preloadActiveModal = () =>
  import('./active-modal').then((module) => {
    loadedActiveModal = module
    return module
  })
const LazyActiveModal = lazyWithRetry('the modal', preloadActiveModal)

const NO_ACTION_MODALS: PageTypeActionModals = { actionModals: [], modalLabels: {}, modalForms: {} }

const isModalKind = (kind: string): kind is ModalKind => (MODAL_KINDS as readonly string[]).includes(kind)
const isModalCopy = (value: unknown): value is ModalCopy => typeof value === 'object' && value !== null && 'heading' in value

/**
 * The modal layer's content: chooses the action modal for this visitor and page, opens it after
 * its delay, and shows the single active modal. Everything happens after hydration, so no modal
 * is ever in the server's HTML.
 */
export function ModalHost({ locale, modalForm }: { locale: Locale; modalForm?: ModalFormSlot }) {
  const store = useAppStoreApi()
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions(locale))
  const stateCode = useAppStore(selectStateCode)
  const pageContentType = useAppStore((state) => state.pageContentType)
  // This page type's entries, fetched after hydration (and after each client navigation): the
  // page's HTML does not carry them, and the chosen modal's delay runs from their arrival. No page type, no modal.
  const { data: modals = NO_ACTION_MODALS } = useQuery({
    ...actionModalsQueryOptions(locale, pageContentType ?? ''),
    enabled: pageContentType !== null,
  })
  const selection = useAppStore((state) => state.selectedActionModal)
  const activeModal = useAppStore((state) => state.activeModal)
  const modalProps = useAppStore((state) => state.modalProps)
  const hasContributed = useAppStore(selectHasContributed)
  // Fundraising modals are off in a fundraising-disabled location and once the visitor has given this session.
  const fundraisingAsksOff = isFundraisingDisabledLocation(stateCode, settings.disabledStates) || hasContributed

  useEffect(() => {
    const candidate = selectActionModal({
      actionModals: modals.actionModals,
      modalLabels: modals.modalLabels,
      stateCode,
      pageContentType,
      fundraisingAsksOff,
    })
    const { selectedActionModal, selectActionModal: select } = store.getState()
    const next = nextSelection(selectedActionModal, candidate, stateCode, pageContentType)
    if (next !== selectedActionModal) select(next)
  }, [modals, stateCode, pageContentType, fundraisingAsksOff, store])

  // The modal keeps the copy it opened with: a client navigation brings another page type's set.
  const modalsNow = useRef(modals)
  useEffect(() => {
    modalsNow.current = modals
  }, [modals])
  const open = useCallback(
    (entry: ActionModal) => {
      const copy = modalsNow.current.modalLabels[entry.settingsKey]
      // Only a sign-up modal holds a form (ADR 059); it keeps the one it opened with, as its copy.
      const { modalForms } = modalsNow.current
      const form = entry.modalType === 'calculatorSignup' && Object.hasOwn(modalForms, entry.settingsKey) ? (modalForms[entry.settingsKey] ?? null) : null
      // explainActionModals only lets allowed kinds qualify.
      if (isModalKind(entry.modalType) && copy) store.getState().openModal(entry.modalType, { settingsKey: entry.settingsKey, copy, form, isFundraising: entry.isFundraising })
    },
    [store],
  )
  // A new page starts the delay again: nothing scheduled on the last page opens on this one.
  const pagePath = useAppStore((state) => state.pagePath)
  useScheduledModalOpen(selection, open, pagePath)
  // Fetch the dialog's code as soon as a modal is chosen, so it is there when the delay ends.
  // A sign-up modal's form is a chunk of its own, fetched with the dialog's only where one may open.
  const formToOpen = selection?.modalType === 'calculatorSignup' && Object.hasOwn(modals.modalForms, selection.settingsKey)
  useEffect(() => {
    if (selection) void preloadActiveModal().catch(() => undefined)
    if (formToOpen) void modalForm?.preload().catch(() => undefined)
  }, [selection, formToOpen, modalForm])

  // A gift made while a fundraising modal is open (or one open in another region) closes it.
  useEffect(() => {
    if (!fundraisingAsksOff || !activeModal) return
    if (store.getState().modalProps.isFundraising === true) store.getState().closeModal()
  }, [fundraisingAsksOff, activeModal, store])

  useEffect(() => {
    if (!activeModal) return
    document.body.classList.add('scroll-lock')
    return () => document.body.classList.remove('scroll-lock')
  }, [activeModal])

  const settingsKey = typeof modalProps.settingsKey === 'string' ? modalProps.settingsKey : null
  const copy = isModalCopy(modalProps.copy) ? modalProps.copy : settingsKey ? modals.modalLabels[settingsKey] : undefined
  if (!activeModal || !copy) return null

  const close = () => {
    rememberDismissal(browserStorage('session'))
    store.getState().closeModal()
  }
  const ActiveModal = loadedActiveModal?.default
  const form = activeModal === 'calculatorSignup' && modalForm && isModalForm(modalProps.form) ? { Form: modalForm.Form, value: modalProps.form } : null
  const props = { kind: activeModal, copy, form, locale, onClose: close }
  // The modal's UI strings arrive with it (ADR 031): it may suspend on them even when its chunk is here.
  // Its own boundary: a modal that cannot load its strings shows nothing, and the page's boots stay.
  return <FailureBoundary name="action modal">{ActiveModal ? <ActiveModal {...props} /> : <LazyActiveModal {...props} />}</FailureBoundary>
}
