/**
 * How the query cache travels from the server's render to the browser (ADR 031): each query that
 * succeeded, as its key, its data and when it was fetched, nothing else. The router dehydrates
 * before React renders, so what the loaders fetched goes at once (`loaded`) and what components
 * fetched while rendering goes once the render has finished (`rendered`, a promise the
 * serialiser resolves at the end of the document). The browser puts both in its cache before
 * hydrating, so no component suspends on data the server already had. A query whose options give
 * `meta.browserCopy` is sent as that function makes it: the part of its data the browser uses.
 *
 * The queries travel as one JSON text, not as objects for the router's serialiser: the
 * serialiser writes every object and array as a numbered reference (`$R[61]={…}`), which costs
 * a page's HTML about 0.3 KiB gzip more than JSON, the server more time to write and the browser
 * more to run than a JSON.parse. Query data is plain data (content records, strings, numbers);
 * a query whose data is not — a Date, a Map, a class instance would come back changed — is left
 * out, and the browser fetches it itself.
 */
import type { QueryClient } from '@tanstack/react-query'
import { derivedOnce } from '../shared/derived-once'

type CachedQuery = readonly [key: readonly unknown[], data: unknown, updatedAt: number]

/** Each a JSON array of CachedQuery. */
export type DehydratedQueries = { loaded: string; rendered: Promise<string> }

/** What the server's render lifecycle offers: told once the render is finished or abandoned. */
type RenderLifecycle = { onRenderFinished(listener: () => void): void; onCleanup(listener: () => void): void }

/** JSON.stringify's replacer: refuses what JSON would turn into something else on the way back. */
function plainOnly(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key]
  if (typeof original === 'bigint' || typeof original === 'function' || typeof original === 'symbol') throw new TypeError(`not plain data at ${key}`)
  if (typeof original === 'number' && !Number.isFinite(original)) throw new TypeError(`not plain data at ${key}`)
  if (original !== null && typeof original === 'object') {
    const prototype: unknown = Object.getPrototypeOf(original)
    if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null) throw new TypeError(`not plain data at ${key}`)
  }
  return value
}

/**
 * A query's data as JSON, or null when it is not plain (or cannot be written at all: a cycle).
 * Data that is an object is written once (ADR 036): content is the same object from request to
 * request, so its text is too.
 */
const dataTexts = derivedOnce<object, string | null>()
function encodeData(data: unknown): string | null {
  const encode = () => {
    try {
      // Data a query has not got (undefined) travels as null, as it would inside the array.
      return (JSON.stringify(data, plainOnly) as string | undefined) ?? 'null'
    } catch {
      return null
    }
  }
  return data !== null && typeof data === 'object' ? dataTexts(data, '', encode) : encode()
}

/** One query as JSON: its key, its data and when it was fetched; null when the data cannot travel. */
function encodeQuery([key, data, updatedAt]: CachedQuery): string | null {
  const encodedData = encodeData(data)
  return encodedData === null ? null : `[${JSON.stringify(key)},${encodedData},${updatedAt}]`
}

export function dehydrateQueries(queryClient: QueryClient, render: RenderLifecycle): DehydratedQueries {
  const sent = new Set<string>()
  const unsent = (): string =>
    `[${queryClient
      .getQueryCache()
      .getAll()
      // A query that was never fetched holds its initial data, which the browser derives again.
      .filter((query) => query.state.status === 'success' && query.state.dataUpdateCount > 0 && !sent.has(query.queryHash))
      .map((query) => {
        sent.add(query.queryHash)
        const browserCopy = query.meta?.browserCopy
        const data = typeof browserCopy === 'function' ? (browserCopy as (data: unknown) => unknown)(query.state.data) : query.state.data
        const encoded = encodeQuery([query.queryKey, data, query.state.dataUpdatedAt])
        if (encoded === null) console.warn(`[queries] ${query.queryHash} holds data that JSON cannot carry: the browser fetches it itself`)
        return encoded
      })
      .filter((encoded) => encoded !== null)
      .join(',')}]`
  const loaded = unsent()
  const rendered = new Promise<string>((resolve) => {
    render.onRenderFinished(() => resolve(unsent()))
    // An abandoned render (the visitor left, a timeout) still settles the promise; the cache
    // belongs to this one request, so it is emptied with it.
    render.onCleanup(() => {
      resolve('[]')
      queryClient.clear()
    })
  })
  return { loaded, rendered }
}

export async function hydrateQueries(queryClient: QueryClient, dehydrated: DehydratedQueries): Promise<void> {
  const put = (queries: string) => {
    for (const [key, data, updatedAt] of JSON.parse(queries) as CachedQuery[]) queryClient.setQueryData(key, data, { updatedAt })
  }
  put(dehydrated.loaded)
  put(await dehydrated.rendered)
}
