/**
 * A component as the site renders it, for browser-like tests: a fresh QueryClient holding the
 * language's labels (and whatever else the route loader would have left in the cache), and —
 * given a path — a memory router that shows the component at that URL under a catch-all route.
 */
import { QueryClient, QueryClientProvider, type dataTagSymbol, type QueryKey } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { Labels } from '../../src/content-model/content-model'
import { labelsQueryOptions } from '../../src/queries/content-query-options'
import { LABEL_GROUPS } from '../../src/shared/i18n/label-groups'
import { messages } from '../../src/shared/i18n/messages'
import type { Locale } from '../../src/shared/locale'

/** Data for the cache, each under a queryOptions key and of that query's type. */
type Seeds<Data extends readonly unknown[]> = { readonly [K in keyof Data]: readonly [queryKey: QueryKey & { [dataTagSymbol]: Data[K] }, data: NoInfer<Data[K]>] }

export type QueriesOptions<Data extends readonly unknown[], Path extends string | undefined> = {
  /** The language whose labels the cache holds; en-US unless said. */
  locale?: Locale
  /** Labels merged over the site's own for that language. */
  labels?: Labels
  seed?: Seeds<Data>
  /** The URL (path, search) to show the component at; given, the component is rendered by a memory router. */
  path?: Path
}

function memoryRouter(ui: ReactElement, path: string) {
  const rootRoute = createRootRoute()
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui })
  return createRouter({ routeTree: rootRoute.addChildren([pageRoute]), history: createMemoryHistory({ initialEntries: [path] }) })
}

type MemoryRouter = ReturnType<typeof memoryRouter>

export type WithQueries<Path extends string | undefined> = {
  queryClient: QueryClient
  /** The whole tree: to render again, or to render on the server once the router has loaded. */
  app: ReactElement
} & (Path extends string ? { router: MemoryRouter } : { router?: undefined })

/** The tree without rendering it, for a test that renders on the server or prefetches first. */
export function withQueries<const Data extends readonly unknown[] = [], Path extends string | undefined = undefined>(
  ui: ReactElement,
  { locale = 'en-US', labels = {}, seed, path }: QueriesOptions<Data, Path> = {},
): WithQueries<Path> {
  // A failed query fails at once: a test wants the failure, not the back-off.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const strings: Readonly<Record<string, string>> = { ...messages[locale], ...labels }
  // Every group's strings in one set: whichever groups a part asks for, it reads them from there.
  queryClient.setQueryData(labelsQueryOptions(locale, LABEL_GROUPS).queryKey, strings)
  for (const [queryKey, data] of (seed ?? []) as readonly (readonly [QueryKey, unknown])[]) queryClient.setQueryData(queryKey, data)
  const router = path === undefined ? undefined : memoryRouter(ui, path)
  const app = <QueryClientProvider client={queryClient}>{router ? <RouterProvider router={router} /> : ui}</QueryClientProvider>
  return { queryClient, app, router } as WithQueries<Path>
}

/** Renders `ui` with its queries (and router, given a path): what render returns, and the client, tree and router. */
export function renderWithQueries<const Data extends readonly unknown[] = [], Path extends string | undefined = undefined>(
  ui: ReactElement,
  options: QueriesOptions<Data, Path> = {},
): RenderResult & WithQueries<Path> {
  const setUp = withQueries(ui, options)
  return { ...render(setUp.app), ...setUp }
}
