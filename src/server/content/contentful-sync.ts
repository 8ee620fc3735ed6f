/**
 * One step of Contentful's Sync API: from a sync point (the content held and its next sync token)
 * to the next one, fetching only what changed since; an initial sync without one. A refused token
 * (expired, or a space reset) is followed by a new initial sync. Locales are not part of a sync:
 * they are read with every step. Unchanged content answers the very space and locales it was
 * given, which is how "nothing changed" travels up to whoever keeps an index or a stored snapshot.
 */
import { applySyncDelta, EMPTY_SPACE, sameSpace, type SyncDelta, type SyncedSpace } from './apply-sync-delta.ts'
import { readableContentfulError } from './contentful-request-error.ts'
import { spaceFrameSchema, type RawLocale } from './space-snapshot.ts'

/** The two calls of a Delivery API client (all locales, links unresolved) a sync makes. */
export type SyncClient = {
  sync(query: { initial: true; limit: number } | { nextSyncToken: string }): Promise<SyncDelta & { nextSyncToken?: string }>
  getLocales(): Promise<{ items: unknown[] }>
}

/** Content as a sync left it, and the token that asks for what changed since. */
export type SyncPoint = { readonly space: SyncedSpace; readonly token: string; readonly locales: RawLocale[] }

/** Items per sync page: the most the API allows. */
const SYNC_PAGE_SIZE = 1000

/**
 * How the API refuses a sync token it no longer knows. Not documented: a token with the wrong
 * parameters is a 400 BadRequest, and an environment that was reset answers 404.
 */
const TOKEN_REFUSED = new Set([400, 404, 410])

const call = <T>(request: Promise<T>) => request.catch((error: unknown) => Promise.reject(readableContentfulError(error)))

export async function syncContentful(client: SyncClient, name: string, from: SyncPoint | undefined): Promise<SyncPoint> {
  const held = from?.space ?? EMPTY_SPACE

  function tokenOf(answer: { nextSyncToken?: string }): string {
    // An answer that is not a sync (an HTML page, foreign JSON) leaves the client with no token.
    if (!answer.nextSyncToken) throw new Error(`${name}: the Sync API answered without a next sync token`)
    return answer.nextSyncToken
  }

  async function initialSync(): Promise<{ space: SyncedSpace; token: string }> {
    const answer = await call(client.sync({ initial: true, limit: SYNC_PAGE_SIZE }))
    const fresh = applySyncDelta(EMPTY_SPACE, answer)
    // A new initial sync of unchanged content keeps the content (and its pages) as they are.
    return { space: sameSpace(fresh, held) ? held : fresh, token: tokenOf(answer) }
  }

  async function sync(): Promise<{ space: SyncedSpace; token: string }> {
    if (!from) return initialSync()
    try {
      const answer = await call(client.sync({ nextSyncToken: from.token }))
      return { space: applySyncDelta(held, answer), token: tokenOf(answer) }
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (typeof status !== 'number' || !TOKEN_REFUSED.has(status)) throw error
      console.warn(`[content] ${name}: the sync token was refused (${(error as Error).message}); syncing everything again`)
      return initialSync()
    }
  }

  const [synced, answer] = await Promise.all([sync(), call(client.getLocales())])
  const locales = spaceFrameSchema.shape.locales.parse(answer.items)
  const sameLocales = from !== undefined && JSON.stringify(locales) === JSON.stringify(from.locales)
  return { space: synced.space, token: synced.token, locales: sameLocales ? from.locales : locales }
}
