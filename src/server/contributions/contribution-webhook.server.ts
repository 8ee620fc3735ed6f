/**
 * POST /api/webhooks/contributions: the donation provider reports each contribution here.
 * Credentials are basic auth or an HMAC of the body (`x-signature: sha256=…`), whichever the
 * configuration holds; the body is the provider's JSON (contribution-payload.ts). A replayed
 * delivery answers 200 and is stored once. The answer is fast: one insert, no outbound calls.
 */
import type { Database } from '../database/database.server.ts'
import { ROUTE_BODY_LIMITS } from '../http/request-body-limit.ts'
import { sameSecret, signBody } from '../http/signature.ts'
import { contributionOf, contributionPayloadSchema } from './contribution-payload.ts'
import { forgetCachedTotals } from './ledger.server.ts'
import { storeContribution } from './store-contribution.server.ts'

const MAX_BODY_BYTES = ROUTE_BODY_LIMITS['/api/webhooks/contributions']

export type ContributionWebhookCredentials = {
  hmacSecret?: string | undefined
  basicAuth?: Readonly<{ username: string; password: string }> | undefined
}

export type ContributionWebhookDeps = {
  credentials: ContributionWebhookCredentials
  database: () => Promise<Database>
  /** Set by the sandbox provider only: its gifts are kept as test gifts, which a real provider's figures never count. */
  testGifts?: boolean
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

function basicAuthMatches(header: string | null, expected: { username: string; password: string }): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '')
  if (!match?.[1]) return false
  return sameSecret(Buffer.from(match[1], 'base64').toString('utf8'), `${expected.username}:${expected.password}`)
}

function authorized(request: Request, body: string, credentials: ContributionWebhookCredentials): boolean {
  if (credentials.basicAuth && basicAuthMatches(request.headers.get('authorization'), credentials.basicAuth)) return true
  if (credentials.hmacSecret && sameSecret(request.headers.get('x-signature'), signBody(credentials.hmacSecret, body))) return true
  return false
}

export async function handleContributionWebhook(request: Request, deps: ContributionWebhookDeps): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return json(413, { error: 'Payload too large.' })
  const body = await request.text()
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return json(413, { error: 'Payload too large.' })
  // Credentials first: a stranger learns nothing about what a valid body looks like.
  if (!authorized(request, body, deps.credentials)) {
    return json(401, { error: 'Bad or missing webhook credentials.' }, { 'WWW-Authenticate': 'Basic realm="contributions"' })
  }

  let raw: unknown
  try {
    raw = JSON.parse(body)
  } catch {
    return json(400, { error: 'Expected a JSON body.' })
  }
  const parsed = contributionPayloadSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return json(400, { error: `Expected a contribution payload: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` })
  }

  const contribution = contributionOf(parsed.data)
  const { created } = await storeContribution(await deps.database(), contribution, raw, { test: deps.testGifts ?? false })
  if (created) forgetCachedTotals()
  return json(200, { orderNumber: contribution.orderNumber, stored: created ? 'new' : 'replay' })
}
