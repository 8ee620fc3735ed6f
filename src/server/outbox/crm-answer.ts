/**
 * What a CRM's answer means for the row it answered. A 4xx other than 408 (timeout) and 429 (too
 * many requests) says the CRM will refuse this delivery however often it is sent: the row is
 * parked as a dead letter with the answer's status and code, for an operator, instead of being
 * retried for ever. Anything else that is not a 2xx (5xx, 408, 429, a redirect, no answer) may
 * pass later. The answer's body is never kept: a CRM's refusal often echoes the submission (the
 * email it found invalid or taken), and the row, the health report and error reporting would
 * then hold personal data the outbox is meant to pass on, not keep.
 */
export type AnswerOutcome = 'delivered' | 'retry' | 'dead'

export function outcomeOf(status: number): AnswerOutcome {
  if (status >= 200 && status < 300) return 'delivered'
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'dead'
  return 'retry'
}

/** How much of an answer's body is read to find its code: enough for any error object, never a whole page. */
const ANSWER_KEPT_BYTES = 1024

/** What a code looks like: a word of letters, digits, `_ . -` (never an email, a sentence or a value the CRM echoes). */
const ANSWER_CODE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/
/** Where CRMs put a refusal's code in a JSON answer, in the order they are tried. */
const CODE_KEYS = ['code', 'error_code', 'errorCode', 'error', 'type', 'reason'] as const

function codeIn(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return ANSWER_CODE.test(value) ? value : null
  if (depth > 3 || !value || typeof value !== 'object') return null
  if (Array.isArray(value)) return codeIn(value[0], depth + 1)
  const record = value as Record<string, unknown>
  for (const key of CODE_KEYS) {
    const code = codeIn(record[key], depth + 1)
    if (code) return code
  }
  return codeIn(record.errors, depth + 1)
}

/** A `"code": "…"` pair in an answer cut at the kilobyte read (no longer JSON as a whole). */
const CODE_PAIR = /"(?:code|error_code|errorCode)"\s*:\s*"([^"\\]{1,64})"/

/**
 * The code a refusal gives (`{"code":"invalid_email"}`, `{"error":{"code":"duplicate"}}`,
 * `{"errors":[{"code":"E42"}]}`), or null: no JSON, no such field, or a value that is not a code.
 */
export function answerCode(head: string): string | null {
  try {
    return codeIn(JSON.parse(head))
  } catch {
    const code = CODE_PAIR.exec(head)?.[1]
    return code !== undefined && ANSWER_CODE.test(code) ? code : null
  }
}

/**
 * The first `maxBytes` of a body as text; the rest is not read. NUL characters are dropped
 * (PostgreSQL's text refuses them).
 */
export async function answerHead(response: Response, maxBytes: number = ANSWER_KEPT_BYTES): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  // A character cut at the limit decodes as one replacement character.
  return new TextDecoder().decode(bytes.subarray(0, maxBytes)).replaceAll('\u0000', '')
}
