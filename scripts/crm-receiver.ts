/**
 * A local stand-in for a campaign CRM's webhook, for development and the end-to-end tests:
 * `npm run crm:receiver`, then `CRM_WEBHOOK_URL=http://127.0.0.1:4397/hooks/site`. It keeps what
 * it receives (checking the signature when CRM_WEBHOOK_SECRET is set), lists it at GET
 * /deliveries, and can be told to fail the next N deliveries (POST /fail {"count": N}, optionally
 * "status": 400 for a refusal) to rehearse an outage. CRM_RECEIVER_DELAY_MS makes each answer
 * take that long, as a CRM across the internet would. Listens on loopback only.
 */
import { startCrmReceiver } from './support/crm-receiver-server.ts'

const port = Number(process.env.CRM_RECEIVER_PORT ?? 4397)
const secret = process.env.CRM_WEBHOOK_SECRET || undefined
const answerDelayMs = Number(process.env.CRM_RECEIVER_DELAY_MS ?? 0) || 0
const receiver = await startCrmReceiver({ port, secret, answerDelayMs, onDelivery: (delivery) => console.info(`delivery ${delivery.deliveryId ?? ''}`) })
console.info(`CRM receiver on ${receiver.url}${secret ? ' (signatures checked)' : ''}`)
