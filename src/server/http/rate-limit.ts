/**
 * A per-client limit on form submissions and sandbox donations: at most `limit` in any `windowMs`, per key (client and
 * form). In memory, bounded (the oldest keys are forgotten first), so a flood of distinct clients
 * cannot grow it without end. Each server process keeps its own counts: with several processes,
 * shared-rate-limit.server.ts counts in PostgreSQL instead.
 */
export type RateLimiter = { allow(key: string, now?: number): boolean }
export type RateLimitOptions = { limit: number; windowMs: number; maxKeys?: number }

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: RateLimitOptions): RateLimiter {
  const hits = new Map<string, number[]>()
  return {
    allow(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs)
      // Re-inserted at the end: Map order is least recently used first.
      hits.delete(key)
      if (recent.length >= limit) {
        hits.set(key, recent)
        return false
      }
      recent.push(now)
      hits.set(key, recent)
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value as string)
      return true
    },
  }
}
