import type { SliceSet } from '../slice'

/** Which lazily loaded components (page types, content-driven components) are ready. */
export type AsyncComponentsState = { loadedComponents: string[] }
export type AsyncComponentsSlice = AsyncComponentsState & { markComponentLoaded(id: string): void }

export const createAsyncComponentsSlice = (
  set: SliceSet<AsyncComponentsState>,
  initial: Partial<AsyncComponentsState>,
): AsyncComponentsSlice => ({
  loadedComponents: [],
  ...initial,
  markComponentLoaded: (id) =>
    set((state) => (state.loadedComponents.includes(id) ? {} : { loadedComponents: [...state.loadedComponents, id] })),
})
