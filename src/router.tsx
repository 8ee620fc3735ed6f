/**
 * getRouter() runs once per request on the server and once per page in the browser: the
 * QueryClient and the store are made here, never at module scope (they would leak between
 * visitors). The store's state travels with the dehydrated router state.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn, createServerOnlyFn, getGlobalStartContext } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { routeTree } from './routeTree.gen'
import { dehydrateQueries, hydrateQueries, type DehydratedQueries } from './queries/query-hydration'
import { ErrorPage } from './features/shell/error-page'
import { NotFoundPage } from './features/shell/not-found-page'
import { lazyWithRetry } from './shared/lazy-with-retry'
import { nextTask } from './shared/next-task'
import { AppStoreProvider } from './stores/app-store-context'
import { createAppStore, dehydrateAppStore, type AppStateData } from './stores/create-app-store'
import { initialStateFromUrl } from './stores/initial-state-from-url'

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

/** What the server's render hands the browser besides the route matches (ADR 004, ADR 031). */
type DehydratedData = { store: Partial<AppStateData>; queries: DehydratedQueries }

export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
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
    dehydrate: createServerOnlyFn((): DehydratedData => {
      if (!router.serverSsr) throw new Error('dehydrate outside a server render')
      return { store: dehydrateAppStore(store), queries: dehydrateQueries(queryClient, router.serverSsr) }
    }),
    // In the browser only, as the page starts: the router was made in the task before, its
    // matches are made in the task after (ADR 039).
    hydrate: async (dehydrated: DehydratedData) => {
      await nextTask()
      store.setState(dehydrated.store)
      await hydrateQueries(queryClient, dehydrated.queries)
      await nextTask()
    },
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <AppStoreProvider store={store}>{children}</AppStoreProvider>
      </QueryClientProvider>
    ),
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
