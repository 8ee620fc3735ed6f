/**
 * The other server processes of a multi-process deployment (WEB_CONCURRENCY, scripts/serve.ts,
 * ADR 018). Each process keeps its own content and page cache; when one of them learns of a
 * publish (the revalidation webhook reaches only one), it tells the others through the primary
 * process, so every process serves the new content from its next request. A single process, or
 * a worker on Cloudflare, has no siblings: both calls do nothing there.
 */
import cluster from 'node:cluster'
import { runsOnWorkers } from '../edge-runtime.ts'

/** The message the primary relays to every process but the sender (scripts/support/process-cluster.ts). */
export const CONTENT_PUBLISHED_MESSAGE = 'campaign-site:content-published'

const inCluster = () => !runsOnWorkers && cluster.isWorker && typeof process.send === 'function'

export function tellSiblingsContentChanged(): void {
  if (inCluster()) process.send?.({ type: CONTENT_PUBLISHED_MESSAGE })
}

export function onSiblingContentChange(listener: () => void): void {
  if (!inCluster()) return
  process.on('message', (message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === CONTENT_PUBLISHED_MESSAGE) listener()
  })
  // Listening would otherwise keep the process alive after its server has stopped (SIGTERM).
  process.channel?.unref()
}
