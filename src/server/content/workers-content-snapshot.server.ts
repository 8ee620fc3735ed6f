/**
 * The shared content snapshot of this worker (ADR 053): on Cloudflare Workers with Contentful
 * configured and the KV namespace bound as CONTENT_SNAPSHOTS (the Workers build's wrangler.json
 * binds it). The content service reads through it, the webhook and the scheduled sync write
 * through it. Null elsewhere: the node server syncs Contentful itself, and an export is baked in.
 */
import { getConfig } from '../../../app.config.ts'
import { runsOnWorkers, workerBinding } from '../edge-runtime.ts'
import { CONTENT_SNAPSHOTS_BINDING, contentSnapshotStore, type SnapshotNamespace } from './content-snapshot-store.ts'
import { contentfulFetchClient } from './contentful-fetch-client.ts'
import { sharedSnapshotSource, type SharedSnapshotSource } from './shared-snapshot-source.ts'

let shared: SharedSnapshotSource | null | undefined

export function workersContentSnapshot(): SharedSnapshotSource | null {
  if (shared !== undefined) return shared
  const { content } = getConfig()
  const namespace = runsOnWorkers ? workerBinding<SnapshotNamespace>(CONTENT_SNAPSHOTS_BINDING) : undefined
  if (content.source !== 'contentful' || !namespace) {
    if (runsOnWorkers && content.source === 'contentful') {
      console.warn(`[content] no ${CONTENT_SNAPSHOTS_BINDING} KV namespace is bound: every isolate syncs Contentful itself`)
    }
    shared = null
    return shared
  }
  shared = sharedSnapshotSource({
    store: contentSnapshotStore(namespace),
    client: contentfulFetchClient(content),
    name: `Contentful space ${content.spaceId} (${content.environment})`,
  })
  return shared
}
