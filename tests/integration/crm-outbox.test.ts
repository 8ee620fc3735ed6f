/**
 * Form submissions reach the campaign's CRM through the outbox: while the CRM answers 500 they
 * stay queued (with the reason) and nothing is lost; once it recovers each is delivered exactly
 * once, signed. A process that dies between storing and forwarding loses nothing either: the
 * next process finds the row and sends it. Run on the embedded database and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/server/database/database.server.ts'
import { storeSubmission } from '../../src/server/forms/store-submission.server.ts'
import { deliverDueRecords, signatureOf } from '../../src/server/outbox/deliver-outbox.server.ts'
import { server } from '../mocks/server.ts'
import { databaseBackends } from '../setup/database-backends.ts'

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

const submit = (database: Database, key: string, firstName: string) =>
  storeSubmission(database, { form: 'volunteer', locale: 'en-US', pagePath: '/volunteer', idempotencyKey: key, answers: { firstName, email: `${firstName}@example.org` } })

const pending = (database: Database) =>
  database.query<{ attempts: number; last_error: string | null }>('select attempts, last_error from outbox where delivered_at is null order by id')

/** Time passes: every queued row is due again. */
const makeDue = (database: Database) => database.query('update outbox set next_attempt_at = now() where delivered_at is null')

const backends = databaseBackends()

for (const backend of backends) {
  describe.skipIf(!backend.available)(`the CRM outbox on ${backend.name}`, () => {
    let database: Database
    let cleanup: () => Promise<void>
    beforeEach(async () => {
      ;({ database, cleanup } = await backend.open())
    }, 60_000)
    afterEach(async () => {
      await database.close()
      await cleanup()
    })

    it('keeps submissions queued while the CRM fails, and delivers each once, signed, when it recovers', async () => {
      let status = 500
      const received = crmAnswering(() => status)
      const ana = await submit(database, '6f0c8f5e-0000-4000-8000-000000000001', 'ana')
      const luis = await submit(database, '6f0c8f5e-0000-4000-8000-000000000002', 'luis')

      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 2 })
      expect(await pending(database)).toEqual([
        { attempts: 1, last_error: 'HTTP 500' },
        { attempts: 1, last_error: 'HTTP 500' },
      ])
      // Not due yet: back-off holds the retry.
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 0 })

      await makeDue(database)
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 2 })

      status = 204
      await makeDue(database)
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 2, failed: 0 })
      expect(received.map((delivery) => [delivery.id, delivery.data.id, delivery.data.fields.firstName, delivery.signatureOk])).toEqual([
        [`submission:${ana.id}`, ana.id, 'ana', true],
        [`submission:${luis.id}`, luis.id, 'luis', true],
      ])
      expect(await pending(database)).toEqual([])
      await makeDue(database)
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 0 })
      expect(received).toHaveLength(2)
    })

    it('treats a CRM that hangs like one that fails: the delivery times out and stays queued', async () => {
      server.use(http.post(CRM, () => new Promise<never>(() => {})))
      await submit(database, '6f0c8f5e-0000-4000-8000-000000000003', 'eva')
      expect(await deliverDueRecords(database, target, { timeoutMs: 200 })).toEqual({ delivered: 0, failed: 1 })
      expect((await pending(database))[0]?.last_error).toMatch(/timeout|abort/i)
    })

    it.each([
      ['drops the connection', () => HttpResponse.error()],
      ['redirects somewhere else', () => new HttpResponse(null, { status: 302, headers: { location: 'https://elsewhere.example.test/' } })],
      ['refuses the delivery (4xx)', () => new HttpResponse('bad signature', { status: 401 })],
    ])('keeps a submission queued, with the reason, when the CRM %s', async (_, answer) => {
      server.use(http.post(CRM, () => answer()))
      await submit(database, '6f0c8f5e-0000-4000-8000-000000000005', 'iris')
      expect(await deliverDueRecords(database, target)).toEqual({ delivered: 0, failed: 1 })
      const [row] = await pending(database)
      expect(row?.attempts).toBe(1)
      expect(row?.last_error).toBeTruthy()
    })

    it('delivers to a slow CRM that answers within the timeout', async () => {
      const received = crmAnswering(() => 200)
      server.use(
        http.post(CRM, async ({ request }) => {
          await new Promise((resolve) => setTimeout(resolve, 300))
          received.push({ ...(JSON.parse(await request.text()) as Omit<Received, 'signatureOk'>), signatureOk: true })
          return new HttpResponse(null, { status: 200 })
        }),
      )
      await submit(database, '6f0c8f5e-0000-4000-8000-000000000006', 'omar')
      expect(await deliverDueRecords(database, target, { timeoutMs: 2_000 })).toEqual({ delivered: 1, failed: 0 })
      expect(received).toHaveLength(1)
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
      expect(await deliverDueRecords(second, target)).toEqual({ delivered: 1, failed: 0 })
      expect(received.map((delivery) => delivery.data.id)).toEqual([stored.id])
    } finally {
      await second.close()
    }
  }, 60_000)
})
