/**
 * The Delivery API's Sync and locales endpoints through plain fetch, for Cloudflare Workers (ADR
 * 053): the SDK's HTTP client picks its transport by probing the runtime, and whether that holds
 * under workerd was not established; two GET requests do not need it. The same two calls the sync
 * needs (contentful-sync.ts), with the SDK's grouping of a sync's items: every page of it
 * followed, entries, assets and deletions apart, the token taken from the last page's `nextSyncUrl`.
 */
import type { SyncDelta } from './apply-sync-delta.ts'
import { ContentfulRequestError } from './contentful-request-error.ts'
import type { SyncClient } from './contentful-sync.ts'

export type FetchClientOptions = {
  /** The Delivery API's origin (CONTENTFUL_DELIVERY_URL). */
  deliveryUrl: string
  spaceId: string
  environment: string
  accessToken: string
  timeoutMs?: number
}

/** A sync larger than this many pages is taken for a loop in the API's answers, not content. */
const MAX_SYNC_PAGES = 1000

type SyncPage = { items?: unknown; nextPageUrl?: unknown; nextSyncUrl?: unknown }

const tokenIn = (url: string) => new URL(url).searchParams.get('sync_token') ?? undefined

export function contentfulFetchClient(options: FetchClientOptions): SyncClient {
  const base = `${options.deliveryUrl.replace(/\/+$/, '')}/spaces/${encodeURIComponent(options.spaceId)}/environments/${encodeURIComponent(options.environment)}`

  async function get(path: string, query: Record<string, string>): Promise<unknown> {
    const response = await fetch(`${base}${path}?${new URLSearchParams(query)}`, {
      headers: { authorization: `Bearer ${options.accessToken}` },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
    const body: unknown = await response.json().catch(() => null)
    if (response.ok) return body
    const error = (body ?? {}) as { sys?: { id?: unknown }; message?: unknown; requestId?: unknown }
    const name = typeof error.sys?.id === 'string' ? error.sys.id : `HTTP${response.status}`
    const request = typeof error.requestId === 'string' ? ` (request ${error.requestId})` : ''
    const said = typeof error.message === 'string' ? error.message : response.statusText
    throw new ContentfulRequestError(name, `Contentful answered ${response.status} ${name}: ${said}${request}`, response.status)
  }

  return {
    async sync(query) {
      const delta = { entries: [] as unknown[], assets: [] as unknown[], deletedEntries: [] as SyncDelta['deletedEntries'][number][], deletedAssets: [] as SyncDelta['deletedAssets'][number][] }
      const byType: Record<string, unknown[]> = { Entry: delta.entries, Asset: delta.assets, DeletedEntry: delta.deletedEntries, DeletedAsset: delta.deletedAssets }
      let params: Record<string, string> = 'initial' in query ? { initial: 'true', limit: String(query.limit) } : { sync_token: query.nextSyncToken }
      for (let pages = 0; pages < MAX_SYNC_PAGES; pages++) {
        const page = ((await get('/sync', params)) ?? {}) as SyncPage
        for (const item of Array.isArray(page.items) ? (page.items as { sys?: { type?: unknown } }[]) : []) {
          byType[String(item?.sys?.type)]?.push(item)
        }
        if (typeof page.nextPageUrl === 'string' && tokenIn(page.nextPageUrl)) {
          params = { sync_token: tokenIn(page.nextPageUrl) as string }
          continue
        }
        return { ...delta, nextSyncToken: typeof page.nextSyncUrl === 'string' ? tokenIn(page.nextSyncUrl) : undefined }
      }
      throw new Error(`Contentful's Sync API answered more than ${MAX_SYNC_PAGES} pages`)
    },
    async getLocales() {
      const body = (await get('/locales', { limit: '1000' })) as { items?: unknown } | null
      return { items: Array.isArray(body?.items) ? body.items : [] }
    },
  }
}
