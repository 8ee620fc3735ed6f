/**
 * getRouter() runs once per request on the server and once per page in the browser: the
 * QueryClient and the store are made here, never at module scope (they would leak between
 * visitors). The store's state travels with the dehydrated router state.
 */
import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { routeTree } from './routeTree.gen'
import { ErrorPage } from './features/shell/error-page'
import { NotFoundPage } from './features/shell/not-found-page'
import { AppStoreProvider } from './stores/app-store-context'
import { createAppStore, dehydrateAppStore, type AppStateData } from './stores/create-app-store'
import { initialStateFromUrl } from './stores/initial-state-from-url'

const requestInitialState = createIsomorphicFn()
  .server((): Partial<AppStateData> => initialStateFromUrl(new URL(getRequest().url)))
  .client((): Partial<AppStateData> => ({}))

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  })
  const store = createAppStore(requestInitialState())

  const router = createRouter({
    routeTree,
    context: { queryClient, store },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Let the query cache, not the router, decide freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    dehydrate: () => ({ store: dehydrateAppStore(store) }),
    hydrate: (dehydrated: { store?: Partial<AppStateData> }) => {
      if (dehydrated.store) store.setState(dehydrated.store)
    },
    Wrap: ({ children }) => <AppStoreProvider store={store}>{children}</AppStoreProvider>,
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
