/**
 * Threat: a server failure's report carries what a visitor sent or what a service answered — an
 * email quoted in an error message, a landing URL's query string, the zip in a lookup's path.
 * Error reports hold the error's type, message and stack only, and the message is made reportable.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createServerErrorReporter } from '../../src/server/error-reporting/server-error-reporter.server.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('server error reports carry no request data', () => {
  it('fails to send an email, a query string or a zip from an error message', async () => {
    const sent: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(String(init.body))
        return new Response('{}')
      }),
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reporter = createServerErrorReporter({ dsn: 'https://public@errors.test/1', environment: 'test', release: 'r', sampleRate: 1, eventsPerMinute: 10 })
    reporter.report(new Error('CRM refused rosa.personal@example.org from https://campaign.example.org/volunteer?zip=90210&mc_eid=1a2b via /api/v1/shifter/zip5s/90210'))
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    const envelope = sent[0] ?? ''
    expect(envelope).toContain('CRM refused [email] from https://campaign.example.org/volunteer via /api/v1/shifter/zip5s/:zip')
    expect(envelope).not.toMatch(/rosa\.personal|90210|mc_eid|"request"/)
  })
})
