/**
 * The worker as configured: a scheduled pass (the Workers cron) delivers a bounded batch and then
 * checks the backlog's age, reporting it once per interval whoever runs the next pass.
 */
import { http, passthrough } from 'msw'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startCrmReceiver, type CrmReceiver } from '../../../scripts/support/crm-receiver-server.ts'
import { server } from '../../../tests/mocks/server.ts'
import { closeSiteDatabase, siteDatabase } from '../database/database.server.ts'

const reported = vi.hoisted(() => [] as { message: string; level: string }[])
vi.mock('../error-reporting/server-error-reporter.server.ts', () => ({
  reportServerError: (error: unknown, level = 'error') => {
    reported.push({ message: error instanceof Error ? error.message : String(error), level })
    return 'event-id'
  },
}))

describe('a scheduled outbox pass', () => {
  let receiver: CrmReceiver
  beforeAll(async () => {
    receiver = await startCrmReceiver()
    vi.stubEnv('DATABASE_URL', '')
    vi.stubEnv('EMBEDDED_DATABASE_DIR', 'memory://')
    vi.stubEnv('CRM_WEBHOOK_URL', receiver.url)
    vi.stubEnv('CRM_WEBHOOK_SECRET', '')
    vi.stubEnv('OUTBOX_MAX_AGE_MINUTES', '15')
  })
  afterAll(async () => {
    await closeSiteDatabase()
    await receiver.close()
    vi.unstubAllEnvs()
  })

  it('delivers at most its batch, then reports the backlog that is still too old, once', async () => {
    server.use(http.all(`${receiver.origin}/*`, () => passthrough()))
    const { deliverOutboxNow } = await import('./outbox-worker.server.ts')
    const database = await siteDatabase()
    await database.query(
      `insert into outbox (topic, payload, dedupe_key, created_at)
       select 'form-submission', jsonb_build_object('id', n), 'submission:old-' || n, now() - interval '40 minutes' from generate_series(1, 500) as n`,
    )

    await deliverOutboxNow()
    expect(receiver.deliveries).toHaveLength(400)
    expect(reported).toHaveLength(1)
    expect(reported[0]).toMatchObject({ level: 'error', message: expect.stringMatching(/oldest undelivered submission is 40 min old \(limit 15 min\); 100 waiting/) })

    await deliverOutboxNow()
    expect(receiver.deliveries).toHaveLength(500)
    expect(reported).toHaveLength(1)
  }, 60_000)

  it('deletes the answers of delivered submissions past the retention, once per interval for every process', async () => {
    const { deliverOutboxNow } = await import('./outbox-worker.server.ts')
    const database = await siteDatabase()
    const expired = async (key: string) => {
      await database.query(
        `insert into form_submissions (form, locale, page_path, idempotency_key, fields, answers_hash, created_at)
         values ('volunteer', 'en-US', '/volunteer', $1, '{"email":"old@example.org"}', 'h', now() - interval '91 days')`,
        [key],
      )
      await database.query(`insert into outbox (topic, payload, dedupe_key, delivered_at) select 'form-submission', '{}', 'submission:' || id, now() from form_submissions where idempotency_key = $1`, [key])
    }
    const fields = async (key: string) => (await database.query<{ fields: unknown }>('select fields from form_submissions where idempotency_key = $1', [key]))[0]?.fields
    // The passes above claimed this interval's deletion: another process's claim from a while ago.
    await database.query(`update outbox_reports set reported_at = now() - interval '1 hour' where kind = 'answers-retention'`)
    await expired('retention-1')

    await deliverOutboxNow()
    expect(await fields('retention-1')).toEqual({})
    // Within the interval no pass deletes again, in this process or another.
    await expired('retention-2')
    await deliverOutboxNow()
    expect(await fields('retention-2')).toEqual({ email: 'old@example.org' })
  }, 60_000)
})
