/**
 * A short-lived, bounded cache of figures read from the ledger, shared by every request of the
 * process: concurrent readers of one key share one read in flight, and its answer serves every
 * reader for `ttlMs` after it was asked for. A flood of requests (a page's cache busted by junk
 * query parameters, say) therefore reaches the database once per key and interval, whatever its
 * size. Keys name what the query depends on, never the visitor; at most `maxEntries` are kept,
 * the oldest dropped first. A failed read is not kept: the next reader tries again.
 *
 * On Workers a pending read belongs to the request that started it (edge-runtime.ts): there only
 * answers already read are shared, and concurrent readers of a new key each read.
 */
import { runsOnWorkers } from '../edge-runtime.ts'

export type FigureCache<T> = {
  read(key: string, load: () => Promise<T>, now?: number): Promise<T>
  /** Drops every figure: the next read of each goes to the database (after a gift is recorded). */
  forget(): void
}

type Entry<T> = { at: number; read: Promise<T> } | { at: number; value: T }

export function createFigureCache<T>({ ttlMs, maxEntries, sharePending = !runsOnWorkers }: { ttlMs: number; maxEntries: number; sharePending?: boolean }): FigureCache<T> {
  const entries = new Map<string, Entry<T>>()
  const keep = (key: string, entry: Entry<T>) => {
    entries.delete(key)
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
    entries.set(key, entry)
  }
  return {
    read(key, load, now = Date.now()) {
      const cached = entries.get(key)
      if (cached && now - cached.at < ttlMs) return 'value' in cached ? Promise.resolve(cached.value) : cached.read
      if (!sharePending) {
        return load().then((value) => {
          keep(key, { at: now, value })
          return value
        })
      }
      const entry = { at: now, read: load() }
      keep(key, entry)
      entry.read.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return entry.read
    },
    forget: () => entries.clear(),
  }
}
