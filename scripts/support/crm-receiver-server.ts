/**
 * A stand-in for a campaign CRM's webhook (scripts/crm-receiver.ts runs it for development and the
 * end-to-end tests; the outbox's integration test starts one in process). It keeps what it
 * receives (checking the signature when given a secret), lists it at GET /deliveries, and can be
 * told to answer the next N deliveries with a failure (POST /fail {"count": N, "status": 500}) to
 * rehearse an outage, or a refusal (a 4xx). Listens on loopback only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sameSecret, signBody } from '../../src/server/http/signature.ts'

type CrmDelivery = { receivedAt: number; deliveryId: string | null; signed: boolean; body: unknown }

export type CrmReceiver = {
  /** The webhook's URL, such as http://127.0.0.1:4397/hooks/site. */
  url: string
  origin: string
  deliveries: CrmDelivery[]
  /** Answers the next `count` deliveries with `status` (and a JSON reason) instead of taking them. */
  failNext(count: number, status?: number): void
  close(): Promise<void>
}

export type CrmReceiverOptions = {
  port?: number
  secret?: string
  /** How long each delivery takes to answer, as a CRM across the internet would (default: at once). */
  answerDelayMs?: number
  onDelivery?: (delivery: CrmDelivery) => void
}

function send(response: ServerResponse, status: number, body?: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(body === undefined ? '' : JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Starts a receiver on 127.0.0.1 (port 0: a free one). */
export async function startCrmReceiver({ port = 0, secret, answerDelayMs = 0, onDelivery }: CrmReceiverOptions = {}): Promise<CrmReceiver> {
  const deliveries: CrmDelivery[] = []
  const failing = { count: 0, status: 500 }
  const failNext = (count: number, status = 500) => {
    failing.count = count
    failing.status = status
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname.startsWith('/hooks/') && request.method === 'POST') {
      const body = await readBody(request)
      if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs))
      if (failing.count > 0) {
        failing.count--
        return send(response, failing.status, { detail: failing.status >= 500 ? 'rehearsed outage' : 'rehearsed refusal' })
      }
      const signed = secret !== undefined && sameSecret(request.headers['x-signature'] as string | undefined, signBody(secret, body))
      if (secret && !signed) return send(response, 401, { detail: 'bad signature' })
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        return send(response, 400, { detail: 'not JSON' })
      }
      const delivery = { receivedAt: Date.now(), deliveryId: (request.headers['x-delivery-id'] as string | undefined) ?? null, signed, body: parsed }
      deliveries.push(delivery)
      onDelivery?.(delivery)
      return send(response, 204)
    }
    if (url.pathname === '/deliveries' && request.method === 'GET') return send(response, 200, { deliveries })
    if (url.pathname === '/deliveries' && request.method === 'DELETE') {
      deliveries.length = 0
      failNext(0)
      return send(response, 204)
    }
    if (url.pathname === '/fail' && request.method === 'POST') {
      const asked = JSON.parse((await readBody(request)) || '{}') as { count?: unknown; status?: unknown }
      const status = Number(asked.status ?? 500)
      failNext(Number(asked.count ?? 0) || 0, Number.isInteger(status) && status >= 300 && status <= 599 ? status : 500)
      return send(response, 204)
    }
    return send(response, 404, { detail: 'not found' })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: `${origin}/hooks/site`,
    origin,
    deliveries,
    failNext,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
