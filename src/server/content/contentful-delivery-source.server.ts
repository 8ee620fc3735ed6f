/**
 * Content live from Contentful through the official SDK, with all locales and without link
 * resolution, so the result has exactly the export file's shape and goes through the same
 * normalization. Published content comes through the Sync API (contentful-sync-source.server.ts):
 * a refresh fetches only what changed. The Preview API does not implement the Sync API, so drafts
 * are read in full on each refresh; an unchanged answer still keeps the snapshot it had.
 */
import { createClient } from 'contentful'
import { runsOnWorkers } from '../edge-runtime.ts'
import type { ContentSource } from './content-source.ts'
import { contentfulFetchClient } from './contentful-fetch-client.ts'
import { readableContentfulError } from './contentful-request-error.ts'
import { contentfulSyncSource } from './contentful-sync-source.server.ts'
import { parseSpaceItems, spaceFrameSchema, type SpaceSnapshot } from './space-snapshot.ts'

export type ContentfulSourceOptions = {
  spaceId: string
  environment: string
  accessToken: string
  /** The Delivery API's origin (default https://cdn.contentful.com; a local stand-in in tests). */
  deliveryUrl?: string
  /** Set to read drafts through the Preview API with the preview token. */
  preview?: { token: string }
  timeoutMs?: number
}

const PAGE_SIZE = 1000
const DEFAULT_DELIVERY_URL = 'https://cdn.contentful.com'

/** The SDK's client for these options: the Delivery API, or the Preview API with its token; no retries of its own. */
export function contentfulClient(options: ContentfulSourceOptions) {
  const delivery = new URL(options.deliveryUrl ?? DEFAULT_DELIVERY_URL)
  return createClient({
    space: options.spaceId,
    environment: options.environment,
    accessToken: options.preview?.token ?? options.accessToken,
    host: options.preview ? 'preview.contentful.com' : delivery.host,
    insecure: !options.preview && delivery.protocol === 'http:',
    timeout: options.timeoutMs ?? 10_000,
    retryOnError: false,
  })
}

export function contentfulDeliverySource(options: ContentfulSourceOptions): ContentSource {
  const client = contentfulClient(options)
  const raw = client.withAllLocales.withoutLinkResolution
  const name = `Contentful space ${options.spaceId} (${options.environment}${options.preview ? ', preview' : ''})`
  if (!options.preview) {
    // Under workerd the SDK's HTTP client is not relied on (ADR 053): the two sync calls go through fetch.
    const syncClient = runsOnWorkers ? contentfulFetchClient({ ...options, deliveryUrl: options.deliveryUrl ?? DEFAULT_DELIVERY_URL }) : raw
    return contentfulSyncSource(syncClient, name)
  }

  async function allPages<T>(fetchPage: (skip: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
    const items: T[] = []
    // Advance by what arrived: the API may answer fewer items than the limit asked for.
    for (;;) {
      const page = await fetchPage(items.length)
      items.push(...page.items)
      if (page.items.length === 0 || items.length >= page.total) return items
    }
  }

  let last: { json: string; snapshot: SpaceSnapshot } | undefined
  return {
    name,
    async load() {
      const [entries, assets, locales] = await Promise.all([
        allPages((skip) => raw.getEntries({ limit: PAGE_SIZE, skip, include: 0 })),
        allPages((skip) => raw.getAssets({ limit: PAGE_SIZE, skip })),
        client.getLocales(),
      ]).catch((error: unknown) => Promise.reject(readableContentfulError(error)))
      const snapshot = parseSpaceItems(spaceFrameSchema.parse({ entries, assets, locales: locales.items }))
      // The same drafts as last time are the same snapshot: no new index, no issues reported again.
      const json = JSON.stringify(snapshot)
      if (last?.json === json) return last.snapshot
      last = { json, snapshot }
      return snapshot
    },
  }
}
