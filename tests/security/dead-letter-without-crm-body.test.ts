/**
 * Threat: a CRM that refuses a submission answers with the submission itself ("rosa@example.org
 * is already subscribed"); the outbox kept that body with the dead letter, showed it in the health
 * report and sent 200 characters of it to error reporting — personal data where none belongs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { outboxHealthReport } from '../../scripts/outbox-health-report.ts'
import { openDatabase, type Database } from '../../src/server/database/database.server.ts'
import { storeSubmission } from '../../src/server/forms/store-submission.server.ts'
import { deliverDueRecords } from '../../src/server/outbox/deliver-outbox.server.ts'
import { reportDeadLetters } from '../../src/server/outbox/outbox-alarms.server.ts'
import { deadLetters, outboxBacklog } from '../../src/server/outbox/outbox-backlog.server.ts'

const EMAIL = 'rosa.personal@example.org'

describe("a dead letter keeps the CRM's status and code, never its body", () => {
  let database: Database
  beforeEach(async () => {
    database = await openDatabase({ embeddedDir: 'memory://', statementTimeoutMs: 60_000 })
  }, 60_000)
  afterEach(async () => {
    await database.close()
  })

  it('fails to keep, list or report the email a refusal echoes', async () => {
    await storeSubmission(database, { form: 'volunteer', locale: 'en-US', pagePath: '/volunteer', idempotencyKey: '6f0c8f5e-0000-4000-8000-00000000a001', answers: { firstName: 'Rosa', email: EMAIL } })
    const refusing = vi.fn(async () => Response.json({ code: 'member_exists', detail: `${EMAIL} is already a list member` }, { status: 400 }))

    expect(await deliverDueRecords(database, { url: 'https://crm.example.test/hook' }, { fetchImpl: refusing as typeof fetch })).toEqual({ delivered: 0, failed: 0, dead: 1 })

    const [row] = await database.query<Record<string, unknown>>('select last_status, last_answer, last_error from outbox')
    expect(row).toEqual({ last_status: 400, last_answer: 'member_exists', last_error: 'HTTP 400' })
    const dead = await deadLetters(database)
    const health = outboxHealthReport(await outboxBacklog(database), dead, 15)
    expect(health.text).toContain('HTTP 400 code member_exists')
    expect(health.text).not.toContain(EMAIL)
    const report = vi.fn()
    expect(await reportDeadLetters(database, 1, 900, report)).toBe(true)
    expect(String(report.mock.calls[0]?.[0])).toContain('(latest: HTTP 400 code member_exists)')
    expect(String(report.mock.calls[0]?.[0])).not.toContain(EMAIL)
  })

  it('fails to keep a refusal that gives no code: the status alone', async () => {
    await storeSubmission(database, { form: 'volunteer', locale: 'en-US', pagePath: '/volunteer', idempotencyKey: '6f0c8f5e-0000-4000-8000-00000000a002', answers: { firstName: 'Rosa', email: EMAIL } })
    const refusing = vi.fn(async () => new Response(`Bad request: ${EMAIL} is invalid`, { status: 422 }))
    await deliverDueRecords(database, { url: 'https://crm.example.test/hook' }, { fetchImpl: refusing as typeof fetch })
    const [row] = await database.query<Record<string, unknown>>('select last_status, last_answer from outbox')
    expect(row).toEqual({ last_status: 422, last_answer: null })
  })
})
