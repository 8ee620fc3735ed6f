/**
 * Per-client limits that hold however many server processes (or Workers isolates) answer: with
 * PostgreSQL the count lives in the database, one row per key holding the times of the requests it
 * accepted within the window (a sliding window, as in memory: at most `limit` in any `windowMs`),
 * checked and updated by one upsert, which the row's lock serialises between processes; with the
 * embedded database (one process by construction) it stays in memory (rate-limit.ts). Each process
 * deletes expired rows once a window. If the database cannot count, the process counts alone
 * rather than refusing visitors.
 */
import type { Database } from '../database/database.server.ts'
import { createRateLimiter, type RateLimitOptions } from './rate-limit.ts'

export type SharedRateLimiter = { allow(key: string, now?: number): Promise<boolean> }

/** Longer keys are cut: a key is an address and a form, never this long. */
const MAX_KEY_LENGTH = 200

/**
 * $1 key, $2 now, $3 now + window (when the row may go), $4 now − window (older times no longer
 * count), $5 the limit. In an update every expression reads the row as it was.
 */
const CHECK_AND_COUNT = `
  insert into rate_limits (key, accepted, last_allowed, expires_at) values ($1, array[$2::timestamptz], true, $3)
  on conflict (key) do update set
    last_allowed = (select count(*) from unnest(rate_limits.accepted) as at where at > $4) < $5,
    accepted = array(select at from unnest(rate_limits.accepted) as at where at > $4)
      || case when (select count(*) from unnest(rate_limits.accepted) as at where at > $4) < $5
        then array[$2::timestamptz] else array[]::timestamptz[] end,
    expires_at = greatest(rate_limits.expires_at, excluded.expires_at)
  returning last_allowed`

export function createDatabaseRateLimiter(database: Database, { name, limit, windowMs }: RateLimitOptions & { name: string }): SharedRateLimiter {
  let cleanedWindow = -1
  return {
    async allow(key, now = Date.now()) {
      const windowIndex = Math.floor(now / windowMs)
      if (windowIndex !== cleanedWindow) {
        cleanedWindow = windowIndex
        await database.query('delete from rate_limits where expires_at < $1', [new Date(now)])
      }
      const [row] = await database.query<{ last_allowed: boolean }>(CHECK_AND_COUNT, [
        `${name}|${key}`.slice(0, MAX_KEY_LENGTH),
        new Date(now),
        new Date(now + windowMs),
        new Date(now - windowMs),
        limit,
      ])
      return row?.last_allowed === true
    },
  }
}

/**
 * A limiter for the site's database: shared through PostgreSQL, in memory for the embedded one.
 * `database` is asked on each check (it may not be open yet when the module loads).
 */
export function siteRateLimiter(database: () => Promise<Database>, options: RateLimitOptions & { name: string }): SharedRateLimiter {
  const inMemory = createRateLimiter(options)
  let shared: { database: Database; limiter: SharedRateLimiter } | undefined
  const alone = (key: string, now: number, error: unknown) => {
    console.warn(`[rate-limit] ${options.name}: the database could not count (${error instanceof Error ? error.message : String(error)}); counting in this process`)
    return inMemory.allow(key, now)
  }
  return {
    async allow(key, now = Date.now()) {
      let current: Database
      try {
        current = await database()
      } catch (error) {
        return alone(key, now, error)
      }
      if (current.kind !== 'postgres') return inMemory.allow(key, now)
      if (shared?.database !== current) shared = { database: current, limiter: createDatabaseRateLimiter(current, options) }
      try {
        return await shared.limiter.allow(key, now)
      } catch (error) {
        return alone(key, now, error)
      }
    },
  }
}
