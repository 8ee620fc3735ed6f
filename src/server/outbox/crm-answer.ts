/**
 * What a CRM's answer means for the row it answered. A 4xx other than 408 (timeout) and 429 (too
 * many requests) says the CRM will refuse this delivery however often it is sent: the row is
 * parked as a dead letter with the answer, for an operator, instead of being retried for ever.
 * Anything else that is not a 2xx (5xx, 408, 429, a redirect, no answer) may pass later.
 */
export type AnswerOutcome = 'delivered' | 'retry' | 'dead'

export function outcomeOf(status: number): AnswerOutcome {
  if (status >= 200 && status < 300) return 'delivered'
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return 'dead'
  return 'retry'
}

/** How much of an answer's body is kept: enough to read the CRM's reason, never a whole page. */
export const ANSWER_KEPT_BYTES = 1024

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
