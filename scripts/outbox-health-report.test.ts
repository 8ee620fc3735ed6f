import { describe, expect, it } from 'vitest'
import { outboxHealthReport } from './outbox-health-report'

const quiet = { waiting: 0, due: 0, sending: 0, backingOff: 0, oldestAgeSeconds: null }
const none = { count: 0, newest: [] }

describe('npm run submissions -- health', () => {
  it('is healthy with an empty outbox, or a backlog younger than the limit', () => {
    expect(outboxHealthReport(quiet, none, 15)).toEqual({
      healthy: true,
      text: ['outbox: 0 waiting for the CRM (0 due, 0 being sent, 0 backing off after a failure)', 'oldest waiting: none', 'dead letters (refused by the CRM for good): 0', 'healthy', ''].join('\n'),
    })
    const young = outboxHealthReport({ waiting: 12, due: 4, sending: 8, backingOff: 0, oldestAgeSeconds: 62 }, none, 15)
    expect(young.healthy).toBe(true)
    expect(young.text).toContain('oldest waiting: 62 s old (limit 15 min)\n')
  })

  it('is unhealthy past the age limit, and says so', () => {
    const old = outboxHealthReport({ waiting: 10_000, due: 9_000, sending: 8, backingOff: 992, oldestAgeSeconds: 40 * 60 + 5 }, none, 15)
    expect(old.healthy).toBe(false)
    expect(old.text).toContain('outbox: 10000 waiting for the CRM (9000 due, 8 being sent, 992 backing off after a failure)\n')
    expect(old.text).toContain('oldest waiting: 40 min old (limit 15 min) — OVER THE LIMIT\n')
    expect(old.text.endsWith('UNHEALTHY\n')).toBe(true)
  })

  it("is unhealthy with any dead letter, and lists each with the CRM answer's status and code and how to requeue", () => {
    const letter = { id: 7, deliveryId: 'submission:abc', topic: 'form-submission', attempts: 1, parkedAt: new Date('2026-11-25T12:00:00Z'), status: 400, error: 'HTTP 400', code: 'email_missing' }
    const report = outboxHealthReport(quiet, { count: 3, newest: [letter] }, 15)
    expect(report.healthy).toBe(false)
    expect(report.text).toContain('dead letters (refused by the CRM for good): 3\n  #7 submission:abc parked 2026-11-25T12:00:00.000Z after 1 attempt(s): HTTP 400 code email_missing\n  … and 2 more\n')
    expect(report.text).toContain('requeue --all')
  })
})
