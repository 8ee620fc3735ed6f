/**
 * What makes two reports "the same failure" for error reporting's limits (report-limiter.ts), on
 * the server and in the browser: the error's type, its message with the parts that change from one
 * occurrence to the next (ids, numbers, hashes) replaced by placeholders, and the top frame of the
 * site's own code. A database outage then reads as one failure however many requests hit it.
 */

/** Longer messages are cut here, as error reporting cuts every value (docs/behaviour.md §9). */
const MAX_MESSAGE_LENGTH = 250

const VOLATILE: readonly [RegExp, string][] = [
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>'],
  // Hashes, event ids, hex addresses: eight or more hex characters with at least one digit.
  [/\b(?:0x)?(?=[0-9a-f]*\d)[0-9a-f]{8,}\b/gi, '<hex>'],
  [/\d+/g, '<n>'],
]

/** The message with its volatile parts replaced: "user 42 timed out after 5003 ms" -> "user <n> timed out after <n> ms". */
export function normalizeMessage(message: string): string {
  let normalized = message.slice(0, MAX_MESSAGE_LENGTH * 2)
  for (const [pattern, placeholder] of VOLATILE) normalized = normalized.replace(pattern, placeholder)
  return normalized.replace(/\s+/g, ' ').trim().slice(0, MAX_MESSAGE_LENGTH)
}

/** The top in-app frame, as "function (file:line)"; the file without its directories, which differ between machines. */
export type TopFrame = { function?: string; filename?: string; lineno?: number }

export function errorFingerprint(type: string, message: string, frame?: TopFrame | null): string {
  const head = `${type}: ${normalizeMessage(message)}`
  if (!frame?.filename) return head
  // The query cut at its `?` by index: `/\?.*$/` is quadratic on many of them.
  const file = frame.filename.split(/[\\/]/).pop()?.split('?')[0] ?? ''
  return `${head} @ ${frame.function || '?'} (${file}${frame.lineno ? `:${frame.lineno}` : ''})`
}
