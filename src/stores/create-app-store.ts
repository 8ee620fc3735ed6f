/**
 * One store of feature slices, created per request on the server (inside getRouter) and once
 * per page on the client, always with its initial state: nothing mutable lives at module scope.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import { createExperimentsSlice, type ExperimentsSlice } from '../features/experiments/experiments-slice'
import { createFundraisingSlice, type FundraisingSlice } from '../features/fundraising/fundraising-slice'
import { createModalSlice, type ModalSlice } from '../features/modals/modal-slice'
import { createSegmentsSlice, type SegmentsSlice } from '../features/segments/segments-slice'
import { createContentSlice, type ContentSlice } from './slices/content-slice'

export type AppState = ContentSlice &
  ExperimentsSlice &
  FundraisingSlice &
  ModalSlice &
  SegmentsSlice

type DataKeys<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? never : K }[keyof T]
/** The serializable part of the state: what the server sends and the client starts from. */
export type AppStateData = Pick<AppState, DataKeys<AppState>>

export type AppStore = StoreApi<AppState>

export function createAppStore(initial: Partial<AppStateData> = {}): AppStore {
  return createStore<AppState>()((set) => ({
    ...createContentSlice(set, initial),
    ...createExperimentsSlice(set, initial),
    ...createFundraisingSlice(set, initial),
    ...createModalSlice(set, initial),
    ...createSegmentsSlice(set, initial),
  }))
}

/**
 * The state's data that differs from a fresh store's, for the dehydrated page: the browser's store
 * starts from those defaults, so a default value (and any action) need not travel (ADR 025).
 */
export function dehydrateAppStore(store: AppStore): Partial<AppStateData> {
  const defaults: Record<string, unknown> = createAppStore().getState()
  const differs = (key: string, value: unknown) => JSON.stringify(value) !== JSON.stringify(defaults[key])
  return Object.fromEntries(
    Object.entries(store.getState()).filter(([key, value]) => typeof value !== 'function' && differs(key, value)),
  ) as Partial<AppStateData>
}
