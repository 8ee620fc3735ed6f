/**
 * How the query cache travels from the server's render to the browser (ADR 031): each query that
 * succeeded, as its key, its data and when it was fetched, nothing else. The router dehydrates
 * before React renders, so what the loaders fetched goes at once (`loaded`) and what components
 * fetched while rendering goes once the render has finished (`rendered`, a promise the
 * serialiser resolves at the end of the document). The browser puts both in its cache before
 * hydrating, so no component suspends on data the server already had. A query whose options give
 * `meta.browserCopy` is sent as that function makes it: the part of its data the browser uses.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Serializable } from '@tanstack/react-router'

// Every query's data came from a server function, whose answers are serialisable already.
type CachedQuery = readonly [key: readonly Serializable[], data: Serializable, updatedAt: number]

export type DehydratedQueries = { loaded: CachedQuery[]; rendered: Promise<CachedQuery[]> }

/** What the server's render lifecycle offers: told once the render is finished or abandoned. */
type RenderLifecycle = { onRenderFinished(listener: () => void): void; onCleanup(listener: () => void): void }

export function dehydrateQueries(queryClient: QueryClient, render: RenderLifecycle): DehydratedQueries {
  const sent = new Set<string>()
  const unsent = (): CachedQuery[] =>
    queryClient
      .getQueryCache()
      .getAll()
      // A query that was never fetched holds its initial data, which the browser derives again.
      .filter((query) => query.state.status === 'success' && query.state.dataUpdateCount > 0 && !sent.has(query.queryHash))
      .map((query) => {
        sent.add(query.queryHash)
        const browserCopy = query.meta?.browserCopy
        const data = typeof browserCopy === 'function' ? (browserCopy as (data: unknown) => unknown)(query.state.data) : query.state.data
        return [query.queryKey as readonly Serializable[], data as Serializable, query.state.dataUpdatedAt] as const
      })
  const loaded = unsent()
  const rendered = new Promise<CachedQuery[]>((resolve) => {
    render.onRenderFinished(() => resolve(unsent()))
    // An abandoned render (the visitor left, a timeout) still settles the promise; the cache
    // belongs to this one request, so it is emptied with it.
    render.onCleanup(() => {
      resolve([])
      queryClient.clear()
    })
  })
  return { loaded, rendered }
}

export async function hydrateQueries(queryClient: QueryClient, dehydrated: DehydratedQueries): Promise<void> {
  const put = (queries: CachedQuery[]) => {
    for (const [key, data, updatedAt] of queries) queryClient.setQueryData(key, data, { updatedAt })
  }
  put(dehydrated.loaded)
  put(await dehydrated.rendered)
}
