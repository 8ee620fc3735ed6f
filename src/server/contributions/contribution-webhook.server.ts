/**
 * POST /api/webhooks/contributions: the donation provider reports each contribution here, and
 * each refund or cancellation of one (the same order number again, store-contribution.server.ts).
 * Credentials are basic auth or an HMAC of the body (`x-signature: sha256=…`), whichever the
 * configuration holds; the body is the provider's JSON (contribution-payload.ts), its control
 * characters removed before anything reads it. A replayed delivery answers 200 and is stored once.
 * An amount the site does not count (nothing, or implausibly much) is stored as not counted,
 * reported and answered 200: the provider has nothing to retry. When the database cannot take it,
 * the delivery is kept (the journal on node, the queue on Workers) and answered 200 as stored: it
 * reaches the ledger once, by its order number, when the database answers again (ADR 065). Only a
 * failure to store that could not be kept either is reported by its code (never the row: a
 * database error's detail carries it, name, email and address) and answered 503, which a real
 * provider retries (the sandbox does not: its donor sees the failure). The answer is fast: one
 * insert, no outbound calls.
 */
import type { SeverityLevel } from '@sentry/core'
import type { Database } from '../database/database.server.ts'
import { reportServerError } from '../error-reporting/server-error-reporter.server.ts'
import { ROUTE_BODY_LIMITS } from '../http/request-body-limit.ts'
import { noStoreJson as json } from '../http/response-policy.ts'
import { sameSecret, signBody } from '../http/signature.ts'
import { contributionOf, contributionPayloadSchema } from './contribution-payload.ts'
import { parseJsonWithoutControlCharacters } from './control-characters.ts'
import { forgetCachedFigures } from './ledger.server.ts'
import { storeContribution, type StoreOutcome } from './store-contribution.server.ts'
import type { KeptEntry } from '../inbox/kept-entry.ts'
import { isRefusal } from '../inbox/refusal.ts'

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
  /** Keeps a delivery the database could not take until it can (keep-for-later.server.ts); unset: answered 503. */
  keep?: (entry: KeptEntry) => Promise<boolean>
  /** Where an ignored gift or a failure to store is reported (default: error reporting). */
  report?: (error: Error, level: SeverityLevel) => unknown
  now?: () => Date
}

/**
 * What error reporting learns of a delivery the webhook did not count or could not store: a code
 * and, for a database failure, its SQLSTATE. Nothing of the gift or the donor.
 */
class ContributionWebhookError extends Error {
  override name = 'ContributionWebhookError'
  readonly code: string
  constructor(code: string) {
    super(`Contribution webhook: ${code}`)
    this.code = code
  }
}

/** The SQLSTATE of a database error ('23514': a check failed), or 'unknown'; never its message or detail. */
function sqlStateOf(error: unknown): string {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : 'unknown'
}


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
    raw = parseJsonWithoutControlCharacters(body)
  } catch {
    return json(400, { error: 'Expected a JSON body.' })
  }
  const parsed = contributionPayloadSchema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return json(400, { error: `Expected a contribution payload: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` })
  }

  const report = deps.report ?? reportServerError
  const receivedAt = deps.now?.() ?? new Date()
  const contribution = contributionOf(parsed.data, receivedAt)
  let outcome: StoreOutcome
  try {
    outcome = await storeContribution(await deps.database(), contribution, raw, { test: deps.testGifts ?? false })
  } catch (error) {
    const kept: KeptEntry = {
      v: 1,
      kind: 'contribution',
      key: contribution.orderNumber,
      keptAt: new Date().toISOString(),
      contribution: { payload: raw, receivedAt: receivedAt.toISOString(), test: deps.testGifts ?? false },
    }
    if (!isRefusal(error) && (await deps.keep?.(kept))) return json(200, { orderNumber: contribution.orderNumber, stored: 'kept' })
    report(new ContributionWebhookError(`contribution-not-stored-${sqlStateOf(error)}`), 'error')
    return json(503, { error: 'The contribution could not be stored; please deliver it again.' }, { 'Retry-After': '60' })
  }
  if (outcome !== 'replay') forgetCachedFigures()
  if (contribution.ignoredReason) {
    // Once per order: a replay of an ignored gift has been reported already.
    if (outcome === 'new') report(new ContributionWebhookError(`contribution-${contribution.ignoredReason}`), 'warning')
    return json(200, { orderNumber: contribution.orderNumber, stored: outcome, counted: false, reason: contribution.ignoredReason })
  }
  return json(200, { orderNumber: contribution.orderNumber, stored: outcome })
}
