/**
 * Content live from Contentful through the official SDK: the Delivery API, or the Preview API
 * for drafts. Entries and assets are fetched with all locales and without link resolution, so
 * the result has exactly the export file's shape and goes through the same normalization.
 */
import { createClient } from 'contentful'
import type { ContentSource } from './content-source.ts'
import { parseSpaceItems, spaceFrameSchema } from './space-snapshot.ts'

export type ContentfulSourceOptions = {
  spaceId: string
  environment: string
  accessToken: string
  /** Set to read drafts through the Preview API with the preview token. */
  preview?: { token: string }
  timeoutMs?: number
}

const PAGE_SIZE = 1000

export function contentfulDeliverySource(options: ContentfulSourceOptions): ContentSource {
  const client = createClient({
    space: options.spaceId,
    environment: options.environment,
    accessToken: options.preview?.token ?? options.accessToken,
    host: options.preview ? 'preview.contentful.com' : 'cdn.contentful.com',
    timeout: options.timeoutMs ?? 10_000,
    retryOnError: false,
  })
  const raw = client.withAllLocales.withoutLinkResolution

  async function allPages<T>(fetchPage: (skip: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
    const items: T[] = []
    // Advance by what arrived: the API may answer fewer items than the limit asked for.
    for (;;) {
      const page = await fetchPage(items.length)
      items.push(...page.items)
      if (page.items.length === 0 || items.length >= page.total) return items
    }
  }

  return {
    name: `Contentful space ${options.spaceId} (${options.environment}${options.preview ? ', preview' : ''})`,
    async load() {
      const [entries, assets, locales] = await Promise.all([
        allPages((skip) => raw.getEntries({ limit: PAGE_SIZE, skip, include: 0 })),
        allPages((skip) => raw.getAssets({ limit: PAGE_SIZE, skip })),
        client.getLocales(),
      ])
      const frame = spaceFrameSchema.parse({ entries, assets, locales: locales.items })
      return parseSpaceItems(frame)
    },
  }
}
