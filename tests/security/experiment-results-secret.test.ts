/**
 * Threat: the experiment results page's secret can be guessed at the speed of the network (each
 * wrong `?secret=` is a fast 404). Control: every attempt counts against the client's address, and
 * past the limit the answer is a 429 before the secret is compared.
 */
import { describe, expect, it, vi } from 'vitest'
import { answerResultsPage } from '../../src/server/experiments/results/results-page.server'
import { createRateLimiter } from '../../src/server/http/rate-limit'
import { SECRET_ATTEMPTS } from '../../src/server/http/secret-attempts.server'

const SECRET = vi.hoisted(() => {
  const secret = 'experiment-results-secret-0123456789'
  // Read once, when the page first asks for the configuration.
  process.env.EXPERIMENTS_REPORT_SECRET = secret
  return secret
})

describe('the experiment results secret', () => {
  it(`wrong secrets are throttled: after ${SECRET_ATTEMPTS.limit} tries from one address even the right secret gets a 429 and no cookie`, async () => {
    const limiter = createRateLimiter(SECRET_ATTEMPTS)
    const attempt = async () => limiter.allow('198.51.100.9')
    const ask = (secret: string) => answerResultsPage(new Request(`https://site.example/api/experiment-results?secret=${encodeURIComponent(secret)}`), { attempt })
    for (let guess = 0; guess < SECRET_ATTEMPTS.limit; guess++) expect((await ask(`guess-${guess}-0123456789abcdef`)).status).toBe(404)
    const blocked = await ask(SECRET)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('set-cookie')).toBeNull()
  })

  it('another address is not held back by the first one’s guesses', async () => {
    const limiter = createRateLimiter(SECRET_ATTEMPTS)
    for (let guess = 0; guess < SECRET_ATTEMPTS.limit + 1; guess++) limiter.allow('198.51.100.9')
    const response = await answerResultsPage(new Request(`https://site.example/api/experiment-results?secret=${encodeURIComponent(SECRET)}`), { attempt: async () => limiter.allow('192.0.2.44') })
    expect(response.status).toBe(303)
    expect(response.headers.get('set-cookie')).toMatch(/^experiment_results=/)
  })
})
