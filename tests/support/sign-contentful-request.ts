/**
 * Signs a request as Contentful's request verification does, for the tests that must reach the
 * Contentful webhook (unit, security and end-to-end). Written from the documented canonical form,
 * apart from the server's check (src/server/content/contentful-request-signature.ts), so a mistake
 * in one shows against the other.
 */
import { createHmac } from 'node:crypto'

export type RequestToSign = { method?: string; path: string; headers?: Record<string, string>; body: string }

/** The headers to send with the request: its own, plus the signature, the signed headers' list and the time. */
export function signContentfulRequest(secret: string, { method = 'POST', path, headers = {}, body }: RequestToSign, timestamp: number = Date.now()): Record<string, string> {
  const lowered = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value.trim()]))
  const signedNames = [...Object.keys(lowered), 'x-contentful-signed-headers', 'x-contentful-timestamp'].sort()
  const signed: Record<string, string> = { ...lowered, 'x-contentful-signed-headers': signedNames.join(','), 'x-contentful-timestamp': String(timestamp) }
  const canonical = `${method}\n${path}\n${signedNames.map((name) => `${name}:${signed[name]}`).join(';')}\n${body}`
  const signature = createHmac('sha256', secret).update(canonical).digest('hex')
  return { ...headers, ...signed, 'x-contentful-signature': signature }
}
