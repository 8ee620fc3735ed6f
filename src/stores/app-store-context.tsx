import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { AppState, AppStore } from './create-app-store'

const AppStoreContext = createContext<AppStore | null>(null)

export function AppStoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>
}

export function useAppStoreApi(): AppStore {
  const store = useContext(AppStoreContext)
  if (!store) throw new Error('useAppStore needs the AppStoreProvider that getRouter() installs')
  return store
}

/**
 * Reads the request's store. The server snapshot is the current state, not the state at
 * creation (zustand's default), so what the server rendered is what the client hydrates from.
 */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  const store = useAppStoreApi()
  const read = () => selector(store.getState())
  return useSyncExternalStore(store.subscribe, read, read)
}
