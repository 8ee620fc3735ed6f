/**
 * When a failed CRM delivery is tried again. Exponential back-off spreads the load on a CRM that
 * is struggling; the jitter keeps rows that failed together (an outage) from all coming due in the
 * same second when it recovers. The cap bounds how late a row can be after the CRM is back.
 */
const FIRST_RETRY_SECONDS = 5
export const MAX_RETRY_SECONDS = 15 * 60

/**
 * Seconds until the next attempt after `attempts` failed ones: drawn between half and all of
 * 5, 10, 20… seconds, the whole capped at 15 minutes.
 */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_SECONDS)
  return ceiling / 2 + (random() * ceiling) / 2
}

/** A Retry-After header (seconds or an HTTP date) in seconds from `now`; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (!header) return null
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, (date - now) / 1000)
}
