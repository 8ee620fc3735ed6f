/**
 * A local stand-in for an error-reporting service (Sentry's envelope endpoint), for development
 * and the end-to-end tests: `npm run errors:receiver` then `SENTRY_DSN=http://public@127.0.0.1:4399/1`.
 * It answers CORS, keeps the events it receives, and can be told to rate-limit (429 + Retry-After).
 * Each project (the DSN's last path segment) is kept apart when `?project=` is given, so tests of
 * one project can clear or rate-limit it without touching another's. Listens on loopback only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

const PORT = Number(process.env.ERROR_RECEIVER_PORT ?? 4399)
type Received = { receivedAt: number; project: string; type: string; event: Record<string, unknown> }
let events: Received[] = []
const envelopesSeen = new Map<string, number>()
type RateLimit = { remaining: number; retryAfterSeconds: number }
const rateLimits = new Map<string, RateLimit>()
/** Applies to every project unless one is named. */
let rateLimitForAll: RateLimit | null = null

const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type', 'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS' }

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...cors, 'Content-Type': 'application/json', ...headers })
  response.end(body === undefined ? '' : JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function parseEnvelope(project: string, text: string): void {
  const lines = text.split('\n').filter((line) => line.trim() !== '')
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const itemHeader = JSON.parse(lines[index] ?? '{}') as { type?: string }
    const payload = JSON.parse(lines[index + 1] ?? '{}') as Record<string, unknown>
    if (itemHeader.type !== 'event') continue
    events.push({ receivedAt: Date.now(), project, type: itemHeader.type, event: payload })
    // What a developer sees instead of a Sentry project: one line per event.
    const exception = (payload.exception as { values?: { type?: string; value?: string }[] } | undefined)?.values?.[0]
    console.info(`[${String(payload.level ?? 'error')}] ${exception ? `${exception.type}: ${exception.value}` : String(payload.message ?? '')} (${String(payload.event_id ?? '')})`)
  }
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${PORT}`)
  if (request.method === 'OPTIONS') return send(response, 204)
  const envelope = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname)
  if (envelope && request.method === 'POST') {
    const project = envelope[1] ?? ''
    envelopesSeen.set(project, (envelopesSeen.get(project) ?? 0) + 1)
    const body = await readBody(request)
    const rateLimit = rateLimits.get(project) ?? rateLimitForAll
    if (rateLimit && rateLimit.remaining > 0) {
      rateLimit.remaining--
      return send(response, 429, { detail: 'rate limited' }, { 'Retry-After': String(rateLimit.retryAfterSeconds), 'Access-Control-Expose-Headers': 'Retry-After, X-Sentry-Rate-Limits' })
    }
    try {
      parseEnvelope(project, body)
    } catch {
      return send(response, 400, { detail: 'malformed envelope' })
    }
    return send(response, 200, { id: 'ok' })
  }
  // Without ?project=, these speak of every project at once.
  const project = url.searchParams.get('project')
  const ofProject = (entry: Received) => project === null || entry.project === project
  if (url.pathname === '/events' && request.method === 'GET') {
    const seen = project === null ? [...envelopesSeen.values()].reduce((total, count) => total + count, 0) : (envelopesSeen.get(project) ?? 0)
    return send(response, 200, { envelopesSeen: seen, events: events.filter(ofProject) })
  }
  if (url.pathname === '/events' && request.method === 'DELETE') {
    events = events.filter((entry) => !ofProject(entry))
    if (project === null) {
      envelopesSeen.clear()
      rateLimits.clear()
      rateLimitForAll = null
    } else {
      envelopesSeen.delete(project)
      rateLimits.delete(project)
    }
    return send(response, 204)
  }
  if (url.pathname === '/rate-limit' && request.method === 'POST') {
    const limit = JSON.parse((await readBody(request)) || '{}') as RateLimit
    if (project === null) rateLimitForAll = limit
    else rateLimits.set(project, limit)
    return send(response, 204)
  }
  return send(response, 404, { detail: 'not found' })
})

server.listen(PORT, '127.0.0.1', () => console.info(`error receiver on http://127.0.0.1:${PORT} (DSN http://public@127.0.0.1:${PORT}/1)`))
