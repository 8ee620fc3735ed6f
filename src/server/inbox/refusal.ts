/**
 * Whether a failure to store a kept entry is the entry's fault (the database refused what it
 * holds: a data or constraint error, SQLSTATE classes 22 and 23, or it no longer reads as an
 * entry) rather than the database's (down, busy, timed out: anything else), which passes.
 */
const REFUSING_CLASSES = ['22', '23']

export class KeptEntryRefusedError extends Error {
  override name = 'KeptEntryRefusedError'
}

export function isRefusal(error: unknown): boolean {
  if (error instanceof KeptEntryRefusedError) return true
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && REFUSING_CLASSES.includes(code.slice(0, 2))
}
