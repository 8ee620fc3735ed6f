/**
 * A short-lived, bounded cache of figures read from the ledger, shared by every request of the
 * process: concurrent readers of one key share one read in flight, and its answer serves every
 * reader for `ttlMs` after it was asked for. A flood of requests (a page's cache busted by junk
 * query parameters, say) therefore reaches the database once per key and interval, whatever its
 * size. Keys name what the query depends on, never the visitor; at most `maxEntries` are kept,
 * the oldest dropped first. A failed read is not kept: the next reader tries again.
 */
export type FigureCache<T> = {
  read(key: string, load: () => Promise<T>, now?: number): Promise<T>
  /** Drops every figure: the next read of each goes to the database (after a gift is recorded). */
  forget(): void
}

export function createFigureCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): FigureCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>()
  return {
    read(key, load, now = Date.now()) {
      const cached = entries.get(key)
      if (cached && now - cached.at < ttlMs) return cached.value
      entries.delete(key)
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      const entry = { at: now, value: load() }
      entries.set(key, entry)
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key)
      })
      return entry.value
    },
    forget: () => entries.clear(),
  }
}
