/**
 * A local stand-in for a campaign CRM's webhook, for development and the end-to-end tests:
 * `npm run crm:receiver`, then `CRM_WEBHOOK_URL=http://127.0.0.1:4397/hooks/site`. It keeps what
 * it receives (checking the signature when CRM_WEBHOOK_SECRET is set), lists it at GET
 * /deliveries, and can be told to fail the next N deliveries (POST /fail {"count": N}) to
 * rehearse an outage. Listens on loopback only.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

const PORT = Number(process.env.CRM_RECEIVER_PORT ?? 4397)
const SECRET = process.env.CRM_WEBHOOK_SECRET
type Delivery = { receivedAt: number; deliveryId: string | null; signed: boolean; body: unknown }
const deliveries: Delivery[] = []
let failNext = 0

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(body === undefined ? '' : JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function signatureMatches(body: string, header: string | undefined): boolean {
  if (!SECRET || !header) return false
  const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`)
  const given = Buffer.from(header)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${PORT}`)
  if (url.pathname.startsWith('/hooks/') && request.method === 'POST') {
    const body = await readBody(request)
    if (failNext > 0) {
      failNext--
      return send(response, 500, { detail: 'rehearsed outage' })
    }
    const signed = signatureMatches(body, request.headers['x-signature'] as string | undefined)
    if (SECRET && !signed) return send(response, 401, { detail: 'bad signature' })
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return send(response, 400, { detail: 'not JSON' })
    }
    deliveries.push({ receivedAt: Date.now(), deliveryId: (request.headers['x-delivery-id'] as string | undefined) ?? null, signed, body: parsed })
    console.info(`delivery ${String(request.headers['x-delivery-id'] ?? '')}`)
    return send(response, 204)
  }
  if (url.pathname === '/deliveries' && request.method === 'GET') return send(response, 200, { deliveries })
  if (url.pathname === '/deliveries' && request.method === 'DELETE') {
    deliveries.length = 0
    failNext = 0
    return send(response, 204)
  }
  if (url.pathname === '/fail' && request.method === 'POST') {
    failNext = Number((JSON.parse((await readBody(request)) || '{}') as { count?: unknown }).count ?? 0) || 0
    return send(response, 204)
  }
  return send(response, 404, { detail: 'not found' })
})

server.listen(PORT, '127.0.0.1', () => console.info(`CRM receiver on http://127.0.0.1:${PORT}/hooks/site${SECRET ? ' (signatures checked)' : ''}`))
