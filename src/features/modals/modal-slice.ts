import type { ActionModal, Json, ModalKind } from '../../content-model/content-model'
import type { SliceSet } from '../../stores/slice'

/** A single active modal or none (docs/behaviour.md §5, "States"). */
export type ModalState = {
  activeModal: ModalKind | null
  modalProps: Record<string, Json>
  /** The action-modal entry chosen for this visitor and page (docs/behaviour.md §5). */
  selectedActionModal: ActionModal | null
}
export type ModalSlice = ModalState & {
  openModal(kind: ModalKind, props?: Record<string, Json>): void
  closeModal(): void
  selectActionModal(entry: ActionModal | null): void
}

const initialModalState: ModalState = { activeModal: null, modalProps: {}, selectedActionModal: null }

export const createModalSlice = (set: SliceSet<ModalState>, initial: Partial<ModalState>): ModalSlice => ({
  ...initialModalState,
  ...initial,
  openModal: (kind, props = {}) => set({ activeModal: kind, modalProps: props }),
  closeModal: () => set({ activeModal: null, modalProps: {} }),
  selectActionModal: (entry) => set({ selectedActionModal: entry }),
})
