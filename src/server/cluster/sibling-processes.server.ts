/**
 * The other server processes of a multi-process deployment (WEB_CONCURRENCY, scripts/serve.ts,
 * ADR 018). Each process keeps its own content and page cache; when one of them learns of a
 * publish (the revalidation webhook reaches only one), it asks the others, through the primary
 * process, to read their content again, and waits until they have (or a few seconds have passed)
 * before the CDN is told to purge: a purge answered by a sibling with the old page would put the
 * old page back in the CDN. A single process, or a worker on Cloudflare, has no siblings: there
 * the calls do nothing.
 */
import cluster from 'node:cluster'
import { runsOnWorkers } from '../edge-runtime.ts'

/** The messages between the server processes and the primary (scripts/support/process-cluster.ts). */
export const SIBLING_MESSAGES = {
  /** A process heard of a publish: { type, id }. The primary passes it to every other process. */
  published: 'campaign-site:content-published',
  /** A process has read its content again: { type, id }, to the primary. */
  refreshed: 'campaign-site:content-refreshed',
  /** The primary to the process that heard of the publish: every sibling answered, or the wait ran out. */
  relayed: 'campaign-site:publish-relayed',
} as const

/** How long a publish waits for its siblings before purging anyway (a sibling may be restarting). */
export const SIBLING_PATIENCE_MS = 5_000

type SiblingMessage = { type?: unknown; id?: unknown }
const inCluster = () => !runsOnWorkers && cluster.isWorker && typeof process.send === 'function'
let lastId = 0

/** Resolves once every sibling has read its content again (at once when there are none). */
export function tellSiblingsContentChanged(): Promise<void> {
  if (!inCluster()) return Promise.resolve()
  const id = `${process.pid}:${++lastId}`
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      process.off('message', listener)
      resolve()
    }
    const listener = (message: SiblingMessage) => {
      if (message?.type === SIBLING_MESSAGES.relayed && message.id === id) done()
    }
    const timer = setTimeout(done, SIBLING_PATIENCE_MS + 1_000)
    process.on('message', listener)
    process.send?.({ type: SIBLING_MESSAGES.published, id })
  })
}

/** Runs `refresh` when a sibling heard of a publish, and tells the primary when it is done. */
export function onSiblingContentChange(refresh: () => Promise<unknown>): void {
  if (!inCluster()) return
  process.on('message', (message: SiblingMessage) => {
    if (message?.type !== SIBLING_MESSAGES.published) return
    void refresh()
      .catch(() => undefined)
      .finally(() => process.send?.({ type: SIBLING_MESSAGES.refreshed, id: message.id }))
  })
}
