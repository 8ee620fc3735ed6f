/**
 * Guessing a secret over HTTP (the preview's, the experiment results'): every attempt that offers
 * one counts against the client's address, right or wrong, and past the limit the answer is a 429
 * before the secret is even compared, so the answer tells a guesser nothing. The limit is far
 * above what a person needs (one right attempt opens hours of session) and far below what guessing
 * needs. Counted across processes (shared-rate-limit.server.ts).
 */
import { siteDatabase } from '../database/database.server.ts'
import { requestClientAddress } from './request-client.server.ts'
import { textResponse, type AnswerHeaders } from './response-policy.ts'
import { siteRateLimiter, type SharedRateLimiter } from './shared-rate-limit.server.ts'

export const SECRET_ATTEMPTS = { limit: 10, windowMs: 10 * 60_000 } as const

/** Counts one attempt of this request's client; false once the client is past the limit. */
export type SecretAttempt = () => Promise<boolean>

/** The attempts at one secret, counted per client address, as the route handlers use them. */
export function secretAttempts(name: string, limiter: SharedRateLimiter = siteRateLimiter(siteDatabase, { name, ...SECRET_ATTEMPTS })): SecretAttempt {
  return () => limiter.allow(requestClientAddress())
}

export function tooManyAttempts(answer: AnswerHeaders): Response {
  return textResponse(429, 'Too many attempts from this address; try again in a few minutes.', {
    ...answer,
    headers: { ...answer.headers, 'Retry-After': String(SECRET_ATTEMPTS.windowMs / 1000) },
  })
}
