/**
 * Form submissions reach the campaign's CRM through the outbox: while the CRM answers 500 they
 * stay queued (with the reason) and nothing is lost; once it recovers each is delivered exactly
 * once, signed. A CRM that refuses a delivery for good (a 4xx) gets it parked as a dead letter
 * with its answer, not retried for ever. A backlog after an outage drains with several deliveries
 * in flight, measured against a CRM stand-in on loopback; passes running side by side never send
 * a row twice. A process that dies between storing and forwarding loses nothing either: the next
 * process finds the row and sends it. Run on the embedded database and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, HttpResponse, passthrough } from 'msw'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startCrmReceiver, type CrmReceiver } from '../../scripts/support/crm-receiver-server.ts'
import { openDatabase, type Database } from '../../src/server/database/database.server.ts'
import { storeSubmission } from '../../src/server/forms/store-submission.server.ts'
import { deliverDueRecords, signatureOf } from '../../src/server/outbox/deliver-outbox.server.ts'
import { checkBacklogAge, reportDeadLetters } from '../../src/server/outbox/outbox-alarms.server.ts'
import { deadLetters, outboxBacklog, requeueDeadLetters } from '../../src/server/outbox/outbox-backlog.server.ts'
import { server } from '../mocks/server.ts'
import { databaseBackends } from '../setup/database-backends.ts'
import { slowUpstream } from '../support/slow-upstream'

const CRM = 'https://crm.example.test/hooks/site'
const SECRET = 'crm-shared-secret-0123456789'
const target = { url: CRM, secret: SECRET }

type Received = { id: string; topic: string; data: { id: string; fields: Record<string, unknown> }; signatureOk: boolean }

function crmAnswering(status: () => number): Received[] {
  const received: Received[] = []
  server.use(
    http.post(CRM, async ({ request }) => {
      const body = await request.text()
      const code = status()
      if (code < 300) {
        received.push({ ...(JSON.parse(body) as Omit<Received, 'signatureOk'>), signatureOk: request.headers.get('x-signature') === signatureOf(body, SECRET) })
      }
      return new HttpResponse(null, { status: code })
    }),
  )
  return received
}

/** A CRM stand-in on loopback, reached over real sockets (MSW lets its requests through). */
async function loopbackCrm(): Promise<CrmReceiver> {
  const receiver = await startCrmReceiver({ secret: SECRET })
  server.use(http.all(`${receiver.origin}/*`, () => passthrough()))
  return receiver
}

const submit = (database: Database, key: string, firstName: string) =>
  storeSubmission(database, { form: 'volunteer', locale: 'en-US', pagePath: '/volunteer', idempotencyKey: key, answers: { firstName, email: `${firstName}@example.org` } })

/** `count` submissions queued `minutesAgo` and due now, as a CRM outage leaves them. */
const queueBacklog = (database: Database, count: number, minutesAgo = 30) =>
  database.query(
    `insert into outbox (topic, payload, dedupe_key, created_at, next_attempt_at)
     select 'form-submission',
       jsonb_build_object('id', n, 'form', 'volunteer', 'locale', 'en-US', 'pagePath', '/volunteer',
         'fields', jsonb_build_object('firstName', 'Supporter', 'email', 'supporter' || n || '@example.org', 'zip', '78701')),
       'submission:backlog-' || n, now() - make_interval(mins => $2), now() - make_interval(mins => $2)
     from generate_series(1, $1) as n`,
    [count, minutesAgo],
  )

const pending = (database: Database) =>
  database.query<{ attempts: number; last_error: string | null }>('select attempts, last_error from outbox where delivered_at is null order by id')

/** Time passes: every queued row is due again. */
const makeDue = (database: Database) => database.query('update outbox set next_attempt_at = now() where delivered_at is null')

const deliveryIds = (receiver: CrmReceiver) => receiver.deliveries.map((delivery) => delivery.deliveryId)

const backends = databaseBackends()

for (const backend of backends) {
  describe.skipIf(!backend.available)(`the CRM outbox on ${backend.name}`, () => {
    let database: Database
    let cleanup: () => Promise<void>
    let receiver: CrmReceiver | undefined
    beforeEach(async () => {
      ;({ database, cleanup } = await backend.open())
    }, 60_000)
    afterEach(async () => {
      await receiver?.close()
      receiver = undefined
      await database.close()
      await cleanup()
    })

    it('keeps submissions queued while the CRM fails, and delivers each once, signed, when it recovers', async () => {
      let status = 500
      const received = crmAnswering(() => status)
      const ana = await submit(database, '6f0c8f5e-0000-4000-8000-000000000001', 'ana')
      const luis = await submit(database, '6f0c8f5e-0000-4000-8000-000000000002', 'luis')

      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 2, dead: 0 })
      expect(await pending(database)).toEqual([
        { attempts: 1, last_error: 'HTTP 500' },
        { attempts: 1, last_error: 'HTTP 500' },
      ])
      // Not due yet: back-off holds the retry.
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 0, dead: 0 })

      await makeDue(database)
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 2, dead: 0 })

      status = 204
      await makeDue(database)
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 2, failed: 0, dead: 0 })
      // Sent side by side: the order they arrive in is the network's.
      expect(received.map((delivery) => [delivery.id, delivery.data.id, delivery.data.fields.firstName, delivery.signatureOk]).sort()).toEqual([
        [`submission:${ana.id}`, ana.id, 'ana', true],
        [`submission:${luis.id}`, luis.id, 'luis', true],
      ].sort())
      expect(await pending(database)).toEqual([])
      await makeDue(database)
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 0, dead: 0 })
      expect(received).toHaveLength(2)
    })

    it('treats a CRM that hangs like one that fails: the delivery times out and stays queued', async () => {
      server.use(http.post(CRM, () => new Promise<never>(() => {})))
      await submit(database, '6f0c8f5e-0000-4000-8000-000000000003', 'eva')
      expect(await deliverDueRecords(database, target, { timeoutMs: 200 })).toEqual({ delivered: 0, failed: 1, dead: 0 })
      expect((await pending(database))[0]?.last_error).toMatch(/timeout|abort/i)
    })

    it.each([
      ['drops the connection', () => HttpResponse.error()],
      ['redirects somewhere else', () => new HttpResponse(null, { status: 302, headers: { location: 'https://elsewhere.example.test/' } })],
      ['times out on its side (408)', () => new HttpResponse('request timeout', { status: 408 })],
      ['asks for fewer requests (429)', () => new HttpResponse('slow down', { status: 429 })],
    ])('keeps a submission queued, with the reason, when the CRM %s', async (_, answer) => {
      server.use(http.post(CRM, () => answer()))
      await submit(database, '6f0c8f5e-0000-4000-8000-000000000005', 'iris')
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 1, dead: 0 })
      const [row] = await pending(database)
      expect(row?.attempts).toBe(1)
      expect(row?.last_error).toBeTruthy()
      expect((await deadLetters(database)).count).toBe(0)
    })

    it('delivers to a slow CRM that answers within the timeout', async () => {
      const received = crmAnswering(() => 200)
      server.use(
        http.post(CRM, async ({ request }) => {
          await slowUpstream(300)
          received.push({ ...(JSON.parse(await request.text()) as Omit<Received, 'signatureOk'>), signatureOk: true })
          return new HttpResponse(null, { status: 200 })
        }),
      )
      await submit(database, '6f0c8f5e-0000-4000-8000-000000000006', 'omar')
      expect(await deliverDueRecords(database, target, { timeoutMs: 2_000 })).toEqual({ delivered: 1, failed: 0, dead: 0 })
      expect(received).toHaveLength(1)
    })

    it('parks a delivery the CRM refuses (400) as a dead letter with its status, never sends it again, and sends it once requeued', async () => {
      receiver = await loopbackCrm()
      receiver.failNext(1, 400)
      const rosa = await submit(database, '6f0c8f5e-0000-4000-8000-000000000007', 'rosa')

      expect(await deliverDueRecords(database, { url: receiver.url, secret: SECRET })).toEqual({ delivered: 0, failed: 0, dead: 1 })
      const dead = await deadLetters(database)
      expect(dead.count).toBe(1)
      expect(dead.newest[0]).toMatchObject({ deliveryId: `submission:${rosa.id}`, attempts: 1, status: 400, error: 'HTTP 400', code: null })
      expect((await outboxBacklog(database)).waiting).toBe(0)

      await makeDue(database)
      expect(await deliverDueRecords(database, { url: receiver.url, secret: SECRET })).toEqual({ delivered: 0, failed: 0, dead: 0 })
      expect(receiver.deliveries).toEqual([])

      // An operator fixed what the CRM refused: back in the queue, delivered once.
      expect(await requeueDeadLetters(database, 'all')).toBe(1)
      expect(await deliverDueRecords(database, { url: receiver.url, secret: SECRET })).toEqual({ delivered: 1, failed: 0, dead: 0 })
      expect(deliveryIds(receiver)).toEqual([`submission:${rosa.id}`])
      expect((await deadLetters(database)).count).toBe(0)
    })

    it("keeps a refusal's code, never its body, and reports dead letters once per interval", async () => {
      server.use(http.post(CRM, () => new HttpResponse(`{"code":"invalid_email","detail":"rosa@example.org is not valid","pad":"${'x'.repeat(5000)}"}`, { status: 422 })))
      await queueBacklog(database, 3)
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 0, dead: 3 })
      const { newest } = await deadLetters(database)
      expect(newest.map((letter) => [letter.status, letter.code])).toEqual([
        [422, 'invalid_email'],
        [422, 'invalid_email'],
        [422, 'invalid_email'],
      ])

      const report = vi.fn()
      expect(await reportDeadLetters(database, 3, 900, report)).toBe(true)
      expect(await reportDeadLetters(database, 1, 900, report)).toBe(false)
      expect(report).toHaveBeenCalledTimes(1)
      expect(String(report.mock.calls[0]?.[0])).toMatch(/refused 3 deliveries for good \(latest: HTTP 422 code invalid_email\); 3 dead letters/)
      expect(String(report.mock.calls[0]?.[0])).not.toContain('rosa@')
    })

    it('backs off each failed row with jitter: the first retry between 2.5 and 5 s, the rows spread apart', async () => {
      server.use(http.post(CRM, () => new HttpResponse(null, { status: 503 })))
      await queueBacklog(database, 4)
      const draws = [0, 1 / 3, 2 / 3, 0.999]
      let draw = 0
      expect(await deliverDueRecords(database, target, { random: () => draws[draw++ % draws.length] ?? 0 })).toEqual({ delivered: 0, failed: 4, dead: 0 })
      const delays = await database.query<{ seconds: number }>(
        'select extract(epoch from next_attempt_at - now())::float8 as seconds from outbox order by next_attempt_at',
      )
      const seconds = delays.map((row) => row.seconds)
      expect(seconds.every((value) => value > 2 && value <= 5)).toBe(true)
      expect(Math.max(...seconds) - Math.min(...seconds)).toBeGreaterThan(2)
    })

    it('stops a pass after a round of failures in a row: a CRM that is down gets a few requests, not the whole backlog', async () => {
      let requests = 0
      server.use(
        http.post(CRM, () => {
          requests++
          return HttpResponse.error()
        }),
      )
      await queueBacklog(database, 200)
      const report = await deliverDueRecords(database, target, { concurrency: 8 })
      expect(report.delivered).toBe(0)
      // The round in flight when the eighth failure came in may finish: at most two rounds.
      expect(report.failed).toBeGreaterThanOrEqual(8)
      expect(report.failed).toBeLessThanOrEqual(16)
      expect(requests).toBe(report.failed)
      // The rest are neither attempted nor left leased: due for the next pass.
      const [state] = await database.query<{ untouched: number; leased: number }>(
        `select count(*) filter (where attempts = 0 and next_attempt_at <= now())::int as untouched,
           count(*) filter (where claimed_until is not null)::int as leased from outbox`,
      )
      expect(state).toEqual({ untouched: 200 - report.failed, leased: 0 })
    })

    it('drains a 10,000-row backlog at well over 40 rows a second against a CRM on loopback, each row once', async () => {
      receiver = await loopbackCrm()
      const rows = 10_000
      await queueBacklog(database, rows)
      const started = performance.now()
      const report = await deliverDueRecords(database, { url: receiver.url, secret: SECRET }, { concurrency: 8 })
      const seconds = (performance.now() - started) / 1000
      const rate = rows / seconds
      console.info(`[outbox drain] ${backend.name}: ${rows} rows in ${seconds.toFixed(1)} s = ${rate.toFixed(0)} rows/s (8 in flight)`)

      expect(report).toEqual({ delivered: rows, failed: 0, dead: 0 })
      expect(new Set(deliveryIds(receiver)).size).toBe(rows)
      expect(receiver.deliveries).toHaveLength(rows)
      expect(receiver.deliveries.every((delivery) => delivery.signed)).toBe(true)
      // Before: 20 rows every 5 s, one at a time, about 4 rows/s per process. At least 10 times that.
      expect(rate).toBeGreaterThanOrEqual(40)
      expect(await outboxBacklog(database)).toMatchObject({ waiting: 0, oldestAgeSeconds: null })
    }, 120_000)

    it('never sends a row twice when passes run side by side (several processes share the database)', async () => {
      receiver = await loopbackCrm()
      await queueBacklog(database, 1_000)
      const crm = { url: receiver.url, secret: SECRET }
      const reports = await Promise.all([deliverDueRecords(database, crm, { concurrency: 4 }), deliverDueRecords(database, crm, { concurrency: 4 }), deliverDueRecords(database, crm, { concurrency: 4 })])

      expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(1_000)
      expect(receiver.deliveries).toHaveLength(1_000)
      expect(new Set(deliveryIds(receiver)).size).toBe(1_000)
    }, 60_000)

    it('skips rows another pass holds, until that pass’s lease runs out (its process died mid-delivery)', async () => {
      receiver = await loopbackCrm()
      await queueBacklog(database, 2)
      await database.query("update outbox set claimed_until = now() + interval '2 minutes' where dedupe_key = 'submission:backlog-1'")
      expect(await deliverDueRecords(database, { url: receiver.url, secret: SECRET })).toEqual({ delivered: 1, failed: 0, dead: 0 })
      expect(deliveryIds(receiver)).toEqual(['submission:backlog-2'])

      await database.query("update outbox set claimed_until = now() - interval '1 second' where dedupe_key = 'submission:backlog-1'")
      expect(await deliverDueRecords(database, { url: receiver.url, secret: SECRET })).toEqual({ delivered: 1, failed: 0, dead: 0 })
      expect(deliveryIds(receiver)).toEqual(['submission:backlog-2', 'submission:backlog-1'])
    })

    it('bounds a pass by rows when asked (a Workers invocation), leaving the rest due', async () => {
      receiver = await loopbackCrm()
      await queueBacklog(database, 100)
      expect(await deliverDueRecords(database, { url: receiver.url, secret: SECRET }, { maxRows: 40 })).toEqual({ delivered: 40, failed: 0, dead: 0 })
      expect(await outboxBacklog(database)).toMatchObject({ waiting: 60, due: 60, sending: 0 })
    })

    it('reports a backlog older than the limit once per interval, and nothing while the backlog is young', async () => {
      const report = vi.fn()
      await queueBacklog(database, 5, 3)
      expect(await checkBacklogAge(database, 15, report)).toBe(false)

      await database.query("update outbox set created_at = now() - interval '40 minutes'")
      expect(await checkBacklogAge(database, 15, report)).toBe(true)
      expect(await checkBacklogAge(database, 15, report)).toBe(false)
      expect(await checkBacklogAge(database, 15, report)).toBe(false)
      expect(report).toHaveBeenCalledTimes(1)
      expect(report.mock.calls[0]?.[1]).toBe('error')
      expect(String(report.mock.calls[0]?.[0])).toMatch(/oldest undelivered submission is 40 min old \(limit 15 min\); 5 waiting/)

      // One interval (the limit itself) later, still too old: reported again, once.
      await database.query("update outbox_reports set reported_at = reported_at - interval '15 minutes'")
      expect(await checkBacklogAge(database, 15, report)).toBe(true)
      expect(await checkBacklogAge(database, 15, report)).toBe(false)
      expect(report).toHaveBeenCalledTimes(2)
    })
  })
}

describe('a process that dies between storing and forwarding', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('loses nothing: the next process delivers what the first one stored', async () => {
    const first = await openDatabase({ embeddedDir: dir })
    const stored = await submit(first, '6f0c8f5e-0000-4000-8000-000000000004', 'rosa')
    // The first process ends here, before any delivery (no CRM configured, or killed).
    await first.close()

    const received = crmAnswering(() => 200)
    const second = await openDatabase({ embeddedDir: dir })
    try {
      expect(await deliverDueRecords(second, target)).toEqual({ delivered: 1, failed: 0, dead: 0 })
      expect(received.map((delivery) => delivery.data.id)).toEqual([stored.id])
    } finally {
      await second.close()
    }
  }, 60_000)
})
