/**
 * Per-client limits that hold however many server processes (or Workers isolates) answer: with
 * PostgreSQL the count lives in the database, one row per key and fixed window, incremented by
 * one upsert; with the embedded database (one process by construction) it stays in memory
 * (rate-limit.ts). Rows outlive their window by nothing: each process deletes expired ones once a
 * window. If the database cannot count, the process counts alone rather than refusing visitors.
 */
import type { Database } from '../database/database.server.ts'
import { createRateLimiter, type RateLimitOptions } from './rate-limit.ts'

export type SharedRateLimiter = { allow(key: string, now?: number): Promise<boolean> }

/** Longer keys are cut: a key is an address and a form, never this long. */
const MAX_KEY_LENGTH = 200

export function createDatabaseRateLimiter(database: Database, { name, limit, windowMs }: RateLimitOptions & { name: string }): SharedRateLimiter {
  let cleanedWindow = -1
  return {
    async allow(key, now = Date.now()) {
      const windowIndex = Math.floor(now / windowMs)
      const windowStart = new Date(windowIndex * windowMs)
      if (windowIndex !== cleanedWindow) {
        cleanedWindow = windowIndex
        await database.query('delete from rate_limits where expires_at < $1', [new Date(now)])
      }
      // A process whose clock is behind another's counts in the later window rather than restarting it.
      const [row] = await database.query<{ hits: number }>(
        `insert into rate_limits (key, window_start, expires_at, hits) values ($1, $2, $3, 1)
         on conflict (key) do update set
           hits = case when rate_limits.window_start >= excluded.window_start then rate_limits.hits + 1 else 1 end,
           window_start = greatest(rate_limits.window_start, excluded.window_start),
           expires_at = greatest(rate_limits.expires_at, excluded.expires_at)
         returning hits`,
        [`${name}|${key}`.slice(0, MAX_KEY_LENGTH), windowStart, new Date(windowStart.getTime() + windowMs)],
      )
      return Number(row?.hits ?? 0) <= limit
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
