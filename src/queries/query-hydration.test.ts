import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { dehydrateQueries, hydrateQueries } from './query-hydration'

/** What the browser reads from the JSON text. */
const read = (queries: string): [unknown[], unknown, number][] => JSON.parse(queries) as [unknown[], unknown, number][]

function renderLifecycle() {
  const finished: Array<() => void> = []
  const cleanups: Array<() => void> = []
  return {
    lifecycle: { onRenderFinished: (listener: () => void) => finished.push(listener), onCleanup: (listener: () => void) => cleanups.push(listener) },
    finishRender: () => finished.forEach((listener) => listener()),
    cleanUp: () => cleanups.forEach((listener) => listener()),
  }
}

describe('the query cache from the server’s render to the browser', () => {
  it('sends what the loaders fetched at once and what the render fetched after it, each query once, with its time', async () => {
    const server = new QueryClient()
    server.setQueryData(['content', 'labels', 'en-US', 'shell'], { menu: 'Menu' }, { updatedAt: 1000 })
    const render = renderLifecycle()
    const dehydrated = dehydrateQueries(server, render.lifecycle)
    expect(read(dehydrated.loaded)).toEqual([[['content', 'labels', 'en-US', 'shell'], { menu: 'Menu' }, 1000]])

    server.setQueryData(['content', 'labels', 'en-US', 'forms'], { formRequired: 'Please fill this in.' }, { updatedAt: 2000 })
    render.finishRender()
    expect(read(await dehydrated.rendered)).toEqual([[['content', 'labels', 'en-US', 'forms'], { formRequired: 'Please fill this in.' }, 2000]])

    const browser = new QueryClient()
    await hydrateQueries(browser, dehydrated)
    expect(browser.getQueryData(['content', 'labels', 'en-US', 'shell'])).toEqual({ menu: 'Menu' })
    expect(browser.getQueryState(['content', 'labels', 'en-US', 'forms'])?.dataUpdatedAt).toBe(2000)
  })

  it('leaves out queries that failed or are still pending: the browser asks for those itself', async () => {
    const server = new QueryClient()
    await server.prefetchQuery({ queryKey: ['failed'], queryFn: () => Promise.reject(new Error('down')), retry: false })
    void server.prefetchQuery({ queryKey: ['pending'], queryFn: () => new Promise(() => undefined) })
    const dehydrated = dehydrateQueries(server, renderLifecycle().lifecycle)
    expect(read(dehydrated.loaded)).toEqual([])
  })

  it('settles and empties the cache when the render is abandoned', async () => {
    const server = new QueryClient()
    const render = renderLifecycle()
    const dehydrated = dehydrateQueries(server, render.lifecycle)
    server.setQueryData(['late'], 1)
    render.cleanUp()
    expect(read(await dehydrated.rendered)).toEqual([])
    expect(server.getQueryCache().getAll()).toEqual([])
  })
})

describe('a query’s browser copy', () => {
  it('is what meta.browserCopy makes of its data; the server keeps the whole', async () => {
    const server = new QueryClient()
    await server.prefetchQuery({
      queryKey: ['page'],
      queryFn: () => ({ title: 'Home', head: ['many', 'tags'] }),
      meta: { browserCopy: (page: { title: string }) => ({ title: page.title }) },
    })
    const dehydrated = dehydrateQueries(server, renderLifecycle().lifecycle)
    expect(read(dehydrated.loaded).map(([, data]) => data)).toEqual([{ title: 'Home' }])
    expect(server.getQueryData(['page'])).toEqual({ title: 'Home', head: ['many', 'tags'] })
  })
})

describe('derived queries', () => {
  it('are not sent: a query that holds only its initial data is derived again in the browser', async () => {
    const server = new QueryClient()
    server.setQueryData(['fetched'], 1)
    server.getQueryCache().build(server, { queryKey: ['derived'], initialData: 2 })
    const dehydrated = dehydrateQueries(server, renderLifecycle().lifecycle)
    expect(read(dehydrated.loaded).map(([key]) => key)).toEqual([['fetched']])
  })
})

describe('what JSON cannot carry', () => {
  it('leaves a query whose data would come back changed to the browser, and sends the rest', async () => {
    const server = new QueryClient()
    server.setQueryData(['plain'], { title: 'Home', count: 2, tags: ['a'], missing: null })
    server.setQueryData(['dated'], { at: new Date(0) })
    server.setQueryData(['mapped'], new Map([['a', 1]]))
    server.setQueryData(['not-a-number'], { ratio: Number.NaN })
    const render = renderLifecycle()
    const dehydrated = dehydrateQueries(server, render.lifecycle)
    expect(read(dehydrated.loaded).map(([key]) => key)).toEqual([['plain']])
    render.finishRender()

    const browser = new QueryClient()
    await hydrateQueries(browser, dehydrated)
    expect(browser.getQueryData(['plain'])).toEqual({ title: 'Home', count: 2, tags: ['a'], missing: null })
    expect(browser.getQueryData(['dated'])).toBeUndefined()
  })
})
