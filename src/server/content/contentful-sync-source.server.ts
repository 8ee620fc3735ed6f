/**
 * Published content kept up to date through Contentful's Sync API: one initial sync, then on each
 * refresh only what changed since (the next sync token), applied to the content held. When nothing
 * changed, load() answers the snapshot it answered before, so the content service keeps its index
 * and every page the origin cache holds. A refused token (expired, or a space reset) is followed by
 * a new initial sync. Locales are not part of a sync: they are read with every refresh.
 */
import type { ContentSource } from './content-source.ts'
import { applySyncDelta, EMPTY_SPACE, sameSpace, snapshotOf, type SyncDelta, type SyncedSpace } from './apply-sync-delta.ts'
import { readableContentfulError } from './contentful-request-error.ts'
import { spaceFrameSchema, type SpaceSnapshot } from './space-snapshot.ts'

/** The two calls of the SDK client (all locales, links unresolved) this source makes. */
export type SyncClient = {
  sync(query: { initial: true; limit: number } | { nextSyncToken: string }): Promise<SyncDelta & { nextSyncToken?: string }>
  getLocales(): Promise<{ items: unknown[] }>
}

/** Items per sync page: the most the API allows, as the entries and assets were read before. */
const PAGE_SIZE = 1000

/**
 * How the API refuses a sync token it no longer knows. Not documented: a token with the wrong
 * parameters is a 400 BadRequest, and an environment that was reset answers 404.
 */
const TOKEN_REFUSED = new Set([400, 404, 410])

type Synced = { space: SyncedSpace; token: string }

export function contentfulSyncSource(client: SyncClient, name: string): ContentSource {
  let space: SyncedSpace = EMPTY_SPACE
  let token: string | undefined
  let snapshot: SpaceSnapshot | undefined
  // One sync at a time: two with the same token would apply the same delta twice.
  let queue: Promise<unknown> = Promise.resolve()

  const call = <T>(request: Promise<T>) => request.catch((error: unknown) => Promise.reject(readableContentfulError(error)))

  function tokenOf(answer: { nextSyncToken?: string }): string {
    // An answer that is not a sync (an HTML page, foreign JSON) leaves the SDK with no token.
    if (!answer.nextSyncToken) throw new Error(`${name}: the Sync API answered without a next sync token`)
    return answer.nextSyncToken
  }

  async function initialSync(): Promise<Synced> {
    const answer = await call(client.sync({ initial: true, limit: PAGE_SIZE }))
    const fresh = applySyncDelta(EMPTY_SPACE, answer)
    // A new initial sync of unchanged content keeps the content (and its pages) as they are.
    return { space: sameSpace(fresh, space) ? space : fresh, token: tokenOf(answer) }
  }

  async function sync(): Promise<Synced> {
    if (!token) return initialSync()
    try {
      const answer = await call(client.sync({ nextSyncToken: token }))
      return { space: applySyncDelta(space, answer), token: tokenOf(answer) }
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (typeof status !== 'number' || !TOKEN_REFUSED.has(status)) throw error
      console.warn(`[content] ${name}: the sync token was refused (${(error as Error).message}); syncing everything again`)
      return initialSync()
    }
  }

  async function load(): Promise<SpaceSnapshot> {
    const [synced, answer] = await Promise.all([sync(), call(client.getLocales())])
    const locales = spaceFrameSchema.shape.locales.parse(answer.items)
    // Both or neither: a token moved on without its delta would lose that delta for good.
    token = synced.token
    if (snapshot && synced.space === space && JSON.stringify(locales) === JSON.stringify(snapshot.locales)) return snapshot
    space = synced.space
    snapshot = snapshotOf(space, locales)
    return snapshot
  }

  return {
    name,
    load() {
      const next = queue.then(load, load)
      queue = next.catch(() => undefined)
      return next
    },
  }
}
