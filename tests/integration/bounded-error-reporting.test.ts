/**
 * Failure stays small in error reporting: the server's reporter (server-error-reporter.server.ts)
 * sends to an error-reporting stand-in (MSW at the DSN's envelope endpoint) while a surge of
 * failures comes in. Identical failures are one event and one stack in the log, then one line
 * with their count when the minute ends; distinct failures stop at the cap, and one line and one
 * event say how many were left out; the sample rate is honoured; a repeat's reference is its first.
 */
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServerErrorReporter, type ServerErrorReporterOptions } from '../../src/server/error-reporting/server-error-reporter.server.ts'
import { errorReportingStandIn, headlineOf } from '../mocks/error-reporting-handlers.ts'
import { server } from '../mocks/server.ts'

const HOST = 'errors.test'
let standIn: ReturnType<typeof errorReportingStandIn>
let logged: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  vi.setSystemTime(Date.parse('2026-10-01T12:00:00Z'))
  standIn = errorReportingStandIn(HOST)
  server.use(standIn.handler)
  logged = vi.fn()
  vi.spyOn(console, 'error').mockImplementation(logged)
})
afterEach(() => {
  vi.useRealTimers()
})

function reporter(overrides: Partial<ServerErrorReporterOptions> = {}) {
  return createServerErrorReporter({ dsn: standIn.dsn, environment: 'test', release: 'campaign-site@test', sampleRate: 1, eventsPerMinute: 30, ...overrides })
}

/** A database outage as each failed request sees it: another address, another duration. */
function outageFailure(request: number): Error {
  return new Error(`connect ECONNREFUSED 10.0.0.${request % 250}:5432 after ${1000 + request} ms`)
}

/** Its kind: the volatile parts of the message replaced, and the place in the code it came from. */
const OUTAGE_FINGERPRINT = `Error: connect ECONNREFUSED <n>.<n>.<n>.<n>:<n> after <n> ms @ outageFailure (bounded-error-reporting.test.ts:${lineOf(outageFailure)})`

/** Failures of `kinds` different kinds (the table's name differs in letters, not digits). */
function failureOfKind(request: number, kinds: number): Error {
  const kind = request % kinds
  const name = String.fromCharCode(97 + (kind % 26)) + String.fromCharCode(97 + Math.floor(kind / 26))
  return new Error(`relation "table_${name}" does not exist`)
}

/** Lets the sends reach the stand-in; nothing more arrives after. */
async function settle(expected: number): Promise<void> {
  await vi.waitFor(() => expect(standIn.events).toHaveLength(expected))
  await vi.advanceTimersByTimeAsync(50)
  expect(standIn.events).toHaveLength(expected)
}

/** The line a function's errors are created on, as their stacks give it. */
function lineOf(make: (request: number) => Error): string {
  return /bounded-error-reporting\.test\.ts:(\d+)/.exec(make(0).stack ?? '')?.[1] ?? '?'
}

const lines = () => logged.mock.calls.map((call) => call.map(String).join(' '))

describe('the server reporter during a surge of failures', () => {
  it('sends 1,000 identical failures in a minute as one event, logs one stack, then one line with the count', async () => {
    const report = reporter()
    const references = Array.from({ length: 1_000 }, (_, request) => report.report(outageFailure(request)))
    await settle(1)
    expect(headlineOf(standIn.events[0] ?? {})).toEqual({ type: 'Error', value: 'connect ECONNREFUSED 10.0.0.0:5432 after 1000 ms' })
    // Every visitor gets the reference support can find: the first occurrence's.
    expect(new Set(references)).toEqual(new Set([references[0]]))
    expect(logged).toHaveBeenCalledTimes(1)
    expect(logged.mock.calls[0]?.[0]).toBe(`[error ${references[0]}]`)
    expect(logged.mock.calls[0]?.[1]).toBeInstanceOf(Error)

    await vi.advanceTimersByTimeAsync(60_000)
    expect(lines().slice(1)).toEqual([`[error ${references[0]}] 999 more like ${OUTAGE_FINGERPRINT} in the last 60 s`])
    await settle(1)

    // The next minute, the outage is told again (once).
    const next = report.report(outageFailure(1_001))
    expect(next).not.toBe(references[0])
    await settle(2)
  })

  it('sends at most the cap of distinct failures a minute; one line and one event say how many were not sent', async () => {
    const report = reporter({ eventsPerMinute: 30 })
    for (let request = 0; request < 1_000; request += 1) report.report(failureOfKind(request, 100))
    await settle(30)
    await vi.advanceTimersByTimeAsync(60_000)
    const dropped = lines().filter((line) => line.includes('error reports were not sent'))
    expect(dropped).toEqual([
      '[error-reporting] 70 error reports were not sent in the last 60 s (over the cap of 30 a minute, or while error reporting refused more); each was logged with its reference',
    ])
    // The 100 kinds each logged their stack once; their 900 repeats are one line per kind.
    expect(logged.mock.calls.filter((call) => call[1] instanceof Error)).toHaveLength(100)
    expect(lines().filter((line) => / 9 more like Error: relation "table_\w+" does not exist/.test(line))).toHaveLength(100)
    await settle(31)
    const summary = standIn.events[30] ?? {}
    expect(summary.level).toBe('warning')
    expect(headlineOf(summary)).toMatchObject({ type: 'ErrorReportsDropped', value: expect.stringMatching(/^70 error reports were not sent/) })
  })

  it('sends no event at a sample rate of 0, still logging each failure once with its reference', async () => {
    const report = reporter({ sampleRate: 0 })
    const references = Array.from({ length: 50 }, (_, request) => report.report(failureOfKind(request, 5)))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(standIn.events).toHaveLength(0)
    expect(logged.mock.calls.filter((call) => call[1] instanceof Error).map((call) => call[0])).toEqual(references.slice(0, 5).map((id) => `[error ${id}]`))
  })

  it('sends the sampled share of kinds at a sample rate of 0.5', async () => {
    let draw = 0
    // Alternating draws: every other kind is in the sample.
    const report = reporter({ sampleRate: 0.5, random: () => (draw++ % 2 === 0 ? 0.2 : 0.8) })
    for (let request = 0; request < 200; request += 1) report.report(failureOfKind(request, 20))
    await settle(10)
  })

  it('sends each report of a caller that logs and bounds its own (content issues) as it comes, past the cap and without taking its room', async () => {
    const report = reporter({ eventsPerMinute: 3 })
    // As content issues are reported: a warning whose stack is its headline only, told once per content generation.
    const issue = (entry: string) => Object.assign(new Error(`Content entry ${entry} (contentDetail) field title left out`), { name: 'ContentIssue' })
    const entries = Array.from({ length: 60 }, (_, index) => `entry${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`)
    const references = entries.map((entry) => report.report(issue(entry), 'warning', { logged: true }))
    // The next generation tells the same issue again.
    references.push(report.report(issue(entries[0] ?? ''), 'warning', { logged: true }))
    expect(new Set(references).size).toBe(61)
    await settle(61)
    expect(standIn.events.every((event) => event.level === 'warning')).toBe(true)
    expect(logged).not.toHaveBeenCalled()
    // Failures still have the whole cap.
    for (let request = 0; request < 3; request += 1) report.report(failureOfKind(request, 3))
    await settle(64)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(lines().filter((line) => line.includes('not sent'))).toEqual([])
  })

  it('stops sending for the Retry-After of a 429, counting what it held back', async () => {
    let refused = 0
    server.use(
      http.post(`http://${HOST}/api/1/envelope/`, () => {
        refused += 1
        return new HttpResponse(null, { status: 429, headers: { 'Retry-After': '120' } })
      }, { once: true }),
    )
    const report = reporter()
    report.report(failureOfKind(0, 10))
    await vi.waitFor(() => expect(refused).toBe(1))
    await vi.advanceTimersByTimeAsync(50)
    for (let request = 1; request < 10; request += 1) report.report(failureOfKind(request, 10))
    await vi.advanceTimersByTimeAsync(50)
    expect(standIn.events).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(lines().filter((line) => line.includes('9 error reports were not sent'))).toHaveLength(1)
    // Still within the pause: the summary waits in the log only.
    expect(standIn.events).toHaveLength(0)
  })
})

describe('the process reporter', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  async function processReporter(env: Record<string, string>) {
    vi.resetModules()
    vi.stubEnv('SENTRY_DSN', standIn.dsn)
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
    return (await import('../../src/server/error-reporting/server-error-reporter.server.ts')).reportServerError
  }

  it('takes its cap from SENTRY_EVENTS_PER_MINUTE', async () => {
    const reportServerError = await processReporter({ SENTRY_EVENTS_PER_MINUTE: '5' })
    for (let request = 0; request < 40; request += 1) reportServerError(failureOfKind(request, 20))
    await settle(5)
  })

  it('takes its sample rate from SENTRY_SAMPLE_RATE', async () => {
    const reportServerError = await processReporter({ SENTRY_SAMPLE_RATE: '0' })
    for (let request = 0; request < 40; request += 1) reportServerError(failureOfKind(request, 20))
    await vi.advanceTimersByTimeAsync(100)
    expect(standIn.events).toHaveLength(0)
  })
})
