/**
 * getRouter() runs once per request on the server and once per page in the browser: the
 * QueryClient and the store are made here, never at module scope (they would leak between
 * visitors). The store's state travels with the dehydrated router state; the query cache
 * travels by the framework's SSR query integration (@tanstack/react-router-ssr-query): what the
 * loaders fetched goes with the router's state, what the render fetched is streamed after it,
 * and the browser's cache is filled from both (React Query's dehydrated state, ADR 055).
 */
import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn, createServerOnlyFn, getGlobalStartContext } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { routeTree } from './routeTree.gen'
import { ErrorPage } from './features/shell/error-page'
import { NotFoundPage } from './features/shell/not-found-page'
import { lazyWithRetry } from './shared/lazy-with-retry'
import { AppStoreProvider } from './stores/app-store-context'
import { createAppStore, dehydrateAppStore, type AppStateData } from './stores/create-app-store'
import { initialStateFromUrl } from './stores/initial-state-from-url'
import { staysOnServer } from './queries/server-only-query'

/**
 * The 404 page: rendered on the server from the module itself, loaded in the browser only when a
 * visitor meets it (hydrating a 404 answer waits for it, showing the server's page meanwhile), so
 * the code every other page waits for does not carry it.
 */
const notFoundComponent = createIsomorphicFn()
  .server(() => NotFoundPage)
  .client(() => {
    const LazyNotFoundPage = lazyWithRetry<Record<string, never>>('the not-found page', () => import('./features/shell/not-found-page').then((module) => ({ default: module.NotFoundPage })))
    return function NotFoundPageWhenLoaded() {
      return <LazyNotFoundPage />
    }
  })

const requestInitialState = createIsomorphicFn()
  .server((): Partial<AppStateData> => initialStateFromUrl(new URL(getRequest().url), getGlobalStartContext()?.pageRequest?.shownState ?? null))
  .client((): Partial<AppStateData> => ({}))

/**
 * The mark of this render's own inline scripts, from the request context (src/start.ts): the router
 * writes it as the nonce of every script it emits, and the finishing step hashes only the scripts
 * that carry it into the content security policy (src/server/http/content-security-policy.ts).
 * The browser's router emits no script that runs.
 */
const ownScriptMark = createIsomorphicFn()
  .server((): string | undefined => getGlobalStartContext()?.scriptMark)
  .client((): string | undefined => undefined)

/** What the server's render hands the browser besides the route matches and the query cache (ADR 004). */
type DehydratedData = { store: Partial<AppStateData> }

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      // Each query's data travels as one JSON text: the router's serializer would write a
      // reference ($R[n]=) before every object and array of it (ADR 060).
      dehydrate: { serializeData: JSON.stringify, shouldDehydrateQuery: (query) => !staysOnServer(query) },
      hydrate: { deserializeData: JSON.parse },
    },
  })
  const store = createAppStore(requestInitialState())

  const router = createRouter({
    routeTree,
    context: { queryClient, store },
    // In the browser only. A reload or a return from another site is restored by the browser itself
    // (the router marks the history entry "auto" as the page goes), so the router's inline copy of
    // that restoring, 0.3 KiB gzip of script in every page's HTML, is left out of the server's render.
    scrollRestoration: () => typeof document !== 'undefined',
    ssr: { nonce: ownScriptMark() },
    defaultPreload: 'intent',
    // Let the query cache, not the router, decide freshness.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: notFoundComponent(),
    defaultErrorComponent: ErrorPage,
    // Called on the server only, after the loaders and before the render; the browser's build drops it.
    dehydrate: createServerOnlyFn((): DehydratedData => ({ store: dehydrateAppStore(store) })),
    // In the browser only, before React hydrates.
    hydrate: (dehydrated: DehydratedData) => {
      store.setState(dehydrated.store)
    },
    Wrap: ({ children }) => <AppStoreProvider store={store}>{children}</AppStoreProvider>,
  })
  // Wraps dehydrate/hydrate above with the query cache's, and Wrap with the QueryClientProvider.
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
