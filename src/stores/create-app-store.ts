/**
 * One store of feature slices, created per request on the server (inside getRouter) and once
 * per page on the client, always with its initial state: nothing mutable lives at module scope.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import { createExperimentsSlice, type ExperimentsSlice } from '../features/experiments/experiments-slice'
import { createFundraisingSlice, type FundraisingSlice } from '../features/fundraising/fundraising-slice'
import { createModalSlice, type ModalSlice } from '../features/modals/modal-slice'
import { createSegmentsSlice, type SegmentsSlice } from '../features/segments/segments-slice'
import { createAsyncComponentsSlice, type AsyncComponentsSlice } from './slices/async-components-slice'
import { createClientAttributesSlice, type ClientAttributesSlice } from './slices/client-attributes-slice'
import { createContentSlice, type ContentSlice } from './slices/content-slice'
import { createNavigationSlice, type NavigationSlice } from './slices/navigation-slice'

export type AppState = AsyncComponentsSlice &
  ClientAttributesSlice &
  ContentSlice &
  NavigationSlice &
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
    ...createAsyncComponentsSlice(set, initial),
    ...createClientAttributesSlice(set, initial),
    ...createContentSlice(set, initial),
    ...createNavigationSlice(set, initial),
    ...createExperimentsSlice(set, initial),
    ...createFundraisingSlice(set, initial),
    ...createModalSlice(set, initial),
    ...createSegmentsSlice(set, initial),
  }))
}

/** The state's data without its actions, for the dehydrated page. */
export function dehydrateAppStore(store: AppStore): AppStateData {
  return Object.fromEntries(
    Object.entries(store.getState()).filter(([, value]) => typeof value !== 'function'),
  ) as AppStateData
}
