import type { SliceSet } from '../../stores/slice'

/** Attributes the browser remembers about the visitor between visits (one localStorage entry). */
export type ClientAttributesState = { clientAttributes: Record<string, string> }
export type ClientAttributesSlice = ClientAttributesState & { setClientAttributes(attributes: Record<string, string>): void }

export const createClientAttributesSlice = (
  set: SliceSet<ClientAttributesState>,
  initial: Partial<ClientAttributesState>,
): ClientAttributesSlice => ({
  clientAttributes: {},
  ...initial,
  setClientAttributes: (attributes) =>
    set((state) => ({ clientAttributes: { ...state.clientAttributes, ...attributes } })),
})
