/**
 * Gifts as an attacker (or a careless provider) sends them, through the contributions webhook to
 * the thermometer and the public donor wall: amounts of nothing or of a billion dollars, control
 * characters in a donor's name, a gift dated 2099, a first name that is an advert, a refund sent
 * with the same order number, a gift an operator hid, a storage failure whose database error
 * carries the donor's row, and a flood of donor-wall reads. Run on the embedded database and on
 * PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { handleContributionWebhook, type ContributionWebhookDeps } from '../../src/server/contributions/contribution-webhook.server.ts'
import { hideGift, hiddenGifts, unhideGift } from '../../src/server/contributions/hidden-gifts.server.ts'
import { donorWallPage, forgetCachedFigures, fundraisingTotals } from '../../src/server/contributions/ledger.server.ts'
import type { Database } from '../../src/server/database/database.server.ts'
import { createServerErrorReporter } from '../../src/server/error-reporting/server-error-reporter.server.ts'
import { signBody } from '../../src/server/http/signature.ts'
import { donorWallView } from '../../src/shared/fundraising/donor-wall-view.ts'
import { messages } from '../../src/shared/i18n/messages.ts'
import { databaseBackends } from '../setup/database-backends.ts'

const SECRET = 'provider-shared-secret-0123456789'
const real = { includeTestGifts: false }
const DONOR = { firstname: 'Ana', lastname: 'Pérez', addr1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', email: 'ana.perez@example.org', phone: '5125550143' }

type Gift = { firstname?: string; createdAt?: string; status?: string; lineitems?: Record<string, unknown>[] }

/** A delivery shaped like the provider's (ActBlue's JSON), one line item unless told otherwise. */
function delivery(orderNumber: string, amount: string, gift: Gift = {}) {
  return {
    donor: { ...DONOR, firstname: gift.firstname ?? DONOR.firstname },
    contribution: { createdAt: gift.createdAt ?? '2026-11-20T14:07:59-05:00', orderNumber, contributionForm: 'main', refcode: 'email', status: gift.status ?? 'approved' },
    lineitems: gift.lineitems ?? [{ sequence: 1, entityId: 1, committeeName: 'Campaign', amount, paidAt: '2026-11-20T14:08:00-05:00' }],
  }
}

const signed = (payload: unknown) => {
  const body = JSON.stringify(payload)
  return new Request('http://site.test/api/webhooks/contributions', { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signBody(SECRET, body) }, body })
}

const ARRIVAL = new Date('2026-11-20T20:00:00Z')

for (const backend of databaseBackends()) {
  describe.skipIf(!backend.available)(`gifts on ${backend.name}`, () => {
    let database: Database
    let cleanup: () => Promise<void>
    let reported: { error: Error; level: string }[]
    const deps = (more: Partial<ContributionWebhookDeps> = {}): ContributionWebhookDeps => ({
      credentials: { hmacSecret: SECRET },
      database: async () => database,
      report: (error, level) => reported.push({ error, level }),
      now: () => ARRIVAL,
      ...more,
    })
    const post = async (payload: unknown, more: Partial<ContributionWebhookDeps> = {}) => {
      const response = await handleContributionWebhook(signed(payload), deps(more))
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }
    const wall = async () => donorWallView(await donorWallPage(database, { page: 1, pageSize: 24, includeAmounts: true, ...real }), 'en-US')
    const totals = () => fundraisingTotals(database, null, real)

    beforeAll(async () => {
      ;({ database, cleanup } = await backend.open())
    }, 120_000)
    afterAll(async () => {
      await database.close()
      await cleanup()
    })
    beforeEach(async () => {
      reported = []
      forgetCachedFigures()
      await database.query('delete from contributions')
    })

    describe('amounts of nothing or of a billion dollars', () => {
      it('a 0.00 contribution is answered 200 (nothing to retry), kept as not counted and reported by its code: it fails to crash the webhook or move the totals', async () => {
        expect(await post(delivery('AB-ZERO', '0.00'))).toEqual({ status: 200, body: { orderNumber: 'AB-ZERO', stored: 'new', counted: false, reason: 'amount-not-positive' } })
        expect(await post(delivery('AB-ZERO', '0.00'))).toMatchObject({ status: 200, body: { stored: 'replay' } })
        expect(await database.query('select amount_cents, ignored_reason from contributions')).toEqual([{ amount_cents: 0, ignored_reason: 'amount-not-positive' }])
        expect(await totals()).toEqual({ raisedCents: 0, contributions: 0 })
        expect((await wall()).donors).toEqual([])
        // Once, as a warning, by code: nothing of the donor.
        expect(reported.map(({ error, level }) => [error.message, level])).toEqual([['Contribution webhook: contribution-amount-not-positive', 'warning']])
      })

      it('999999999.99 sent twice fails to reach the totals or the wall; a real gift beside them still counts', async () => {
        await post(delivery('AB-HUGE-1', '999999999.99'))
        await post(delivery('AB-HUGE-2', '999999999.99'))
        await post(delivery('AB-REAL', '25.00'))
        expect(await totals()).toEqual({ raisedCents: 2500, contributions: 1 })
        expect((await wall()).donors.map((donor) => donor.detail)).toEqual(['TX · Nov 20 · $25'])
        expect(reported.map(({ error }) => error.message)).toEqual(['Contribution webhook: contribution-amount-implausible', 'Contribution webhook: contribution-amount-implausible'])
      })

      it('an amount split over line items is judged as a whole: two line items of $60,000 fail to count', async () => {
        const lineitems = [
          { sequence: 1, amount: '60000.00' },
          { sequence: 2, amount: '60000.00' },
        ]
        expect((await post(delivery('AB-SPLIT', '', { lineitems }))).body).toMatchObject({ counted: false, reason: 'amount-implausible' })
        expect(await totals()).toEqual({ raisedCents: 0, contributions: 0 })
      })
    })

    describe('control characters', () => {
      it('a NUL (and other C0 controls) in the donor’s name, address and even a key is removed, and the gift is stored: it fails to turn the delivery into a 500', async () => {
        const payload = delivery('AB-NUL', '30.00', { firstname: 'Ana\u0000\u0007' })
        const withControls = { ...payload, donor: { ...payload.donor, addr1: '1 Main\u0000 St\tApt 2', 'note\u0000': 'x\u001b[31m' } }
        expect(await post(withControls)).toEqual({ status: 200, body: { orderNumber: 'AB-NUL', stored: 'new' } })
        const [row] = await database.query<{ donor_first_name: string; payload: { donor: Record<string, string> } }>('select donor_first_name, payload from contributions')
        expect(row?.donor_first_name).toBe('Ana')
        expect(row?.payload.donor).toMatchObject({ addr1: '1 Main St\tApt 2', note: 'x[31m' })
        expect(JSON.stringify(row?.payload)).not.toMatch(/\\u00(0[0-8bcef]|1[0-9a-f])/i)
        expect((await wall()).donors.map((donor) => donor.firstName)).toEqual(['Ana'])
      })

      it('a lone surrogate in a name is made well-formed: it fails to break the stored payload', async () => {
        const body = JSON.stringify(delivery('AB-SURROGATE', '12.00')).replace('"firstname":"Ana"', '"firstname":"Ana\\ud800"')
        const request = new Request('http://site.test/api/webhooks/contributions', { method: 'POST', headers: { 'x-signature': signBody(SECRET, body) }, body })
        expect((await handleContributionWebhook(request, deps())).status).toBe(200)
        expect((await wall()).donors.map((donor) => donor.firstName)).toEqual([null])
      })
    })

    describe('a failure to store', () => {
      it('is answered 503 and reported by code and SQLSTATE: the donor’s row (name, email, address) fails to reach the log, the report or the answer', async () => {
        const failing: Database = {
          kind: 'postgres',
          query: () =>
            Promise.reject(
              Object.assign(new Error('new row for relation "contributions" violates check constraint "contributions_amount_cents_check"'), {
                code: '23514',
                detail: `Failing row contains (1, AB-FAIL, 0, main, Ana, TX, ${DONOR.email}, ${DONOR.addr1}).`,
              }),
            ),
          transaction: () => Promise.reject(new Error('unused')),
          close: async () => {},
        }
        // The server's own reporter (without a DSN: the log only), to see what the log gets.
        const reporter = createServerErrorReporter({ dsn: undefined, environment: 'test', release: 'test', sampleRate: 1, eventsPerMinute: 10 })
        const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
        const response = await handleContributionWebhook(signed(delivery('AB-FAIL', '10.00')), deps({ report: (error, level) => reporter.report(error, level), database: async () => failing }))
        expect(response.status).toBe(503)
        expect(response.headers.get('retry-after')).toBe('60')
        const answer = await response.text()
        const log = logged.mock.calls.map((call) => call.map((part) => (part instanceof Error ? `${part.message} ${part.stack ?? ''} ${String(part.cause)}` : String(part))).join(' ')).join('\n')
        expect(log).toContain('contribution-not-stored-23514')
        for (const personal of [DONOR.email, DONOR.addr1, 'Pérez', 'Failing row']) {
          expect(log).not.toContain(personal)
          expect(answer).not.toContain(personal)
        }
      })

      it('an unreachable database is answered 503 and reported, not thrown to the framework', async () => {
        const response = await handleContributionWebhook(signed(delivery('AB-DOWN', '10.00')), deps({ database: () => Promise.reject(new Error(`connect ECONNREFUSED for ${DONOR.email}`)) }))
        expect(response.status).toBe(503)
        expect(reported.map(({ error }) => error.message)).toEqual(['Contribution webhook: contribution-not-stored-unknown'])
      })
    })

    describe('dates', () => {
      it('a gift dated 2099 is dated when it arrived: it fails to stay on top of the wall', async () => {
        await post(delivery('AB-FUTURE', '5.00', { firstname: 'Future', createdAt: '2099-01-01T00:00:00Z' }))
        await post(delivery('AB-LATER', '5.00', { firstname: 'Later', createdAt: '2026-11-21T09:00:00Z' }), { now: () => new Date('2026-11-21T09:00:05Z') })
        const [row] = await database.query<{ contributed_at: Date }>("select contributed_at from contributions where order_number = 'AB-FUTURE'")
        expect(row?.contributed_at.toISOString()).toBe(ARRIVAL.toISOString())
        const listed = (await donorWallPage(database, { page: 1, pageSize: 24, includeAmounts: false, ...real })).donors
        expect(listed.map((donor) => [donor.firstName, donor.contributedAt])).toEqual([
          ['Later', '2026-11-21T09:00:00.000Z'],
          ['Future', ARRIVAL.toISOString()],
        ])
      })
    })

    describe('what the wall prints', () => {
      it('a first name that is an advert is shown as "A supporter" (es: "Un simpatizante"): the scam fails to reach the wall', async () => {
        await post(delivery('AB-SCAM', '5.00', { firstname: 'Free-iPhones-at-scam.example!!' }))
        await post(delivery('AB-MAIL', '5.00', { firstname: 'ana@example.org' }))
        await post(delivery('AB-NAME', '5.00', { firstname: 'José María' }))
        const names = (await wall()).donors.map((donor) => donor.firstName)
        expect(names.sort()).toEqual(['José', null, null].sort())
        expect([messages['en-US'].donorWallSupporter, messages['es-MX'].donorWallSupporter]).toEqual(['A supporter', 'Un simpatizante'])
      })
    })

    describe('refunds and cancellations', () => {
      it('a refund sent with the same order number takes the gift out of the totals and off the wall: it fails to be ignored as a replay', async () => {
        await post(delivery('AB-REFUND', '50.00', { firstname: 'Refunded' }))
        await post(delivery('AB-KEPT', '20.00', { firstname: 'Kept' }))
        expect(await totals()).toEqual({ raisedCents: 7000, contributions: 2 })
        expect(await post(delivery('AB-REFUND', '50.00', { firstname: 'Refunded', status: 'refunded' }))).toEqual({
          status: 200,
          body: { orderNumber: 'AB-REFUND', stored: 'refunded' },
        })
        expect(await totals()).toEqual({ raisedCents: 2000, contributions: 1 })
        expect((await wall()).donors.map((donor) => donor.firstName)).toEqual(['Kept'])
        // The original delivery replayed late does not count the gift again.
        expect((await post(delivery('AB-REFUND', '50.00', { firstname: 'Refunded' }))).body).toMatchObject({ stored: 'replay' })
        expect(await totals()).toEqual({ raisedCents: 2000, contributions: 1 })
      })

      it('a cancellation, or every line item refunded, takes the gift out too; a refund of one line item takes out that part', async () => {
        await post(delivery('AB-CANCEL', '10.00'))
        await post(delivery('AB-LINES', '', { lineitems: [{ sequence: 1, amount: '30.00' }, { sequence: 2, amount: '70.00' }] }))
        expect(await totals()).toEqual({ raisedCents: 11000, contributions: 2 })
        await post(delivery('AB-CANCEL', '10.00', { status: 'cancelled' }))
        await post(delivery('AB-LINES', '', { lineitems: [{ sequence: 1, amount: '30.00', refundedAt: '2026-11-22T10:00:00-05:00' }, { sequence: 2, amount: '70.00' }] }))
        expect(await totals()).toEqual({ raisedCents: 7000, contributions: 1 })
        expect((await wall()).donors.map((donor) => donor.detail)).toEqual(['TX · Nov 20 · $70'])
        await post(delivery('AB-LINES', '', { lineitems: [{ sequence: 1, amount: '30.00', refundedAt: '2026-11-22T10:00:00-05:00' }, { sequence: 2, amount: '70.00', refundedAt: '2026-11-23T10:00:00-05:00' }] }))
        expect(await totals()).toEqual({ raisedCents: 0, contributions: 0 })
      })

      it('a refund that arrives before its gift is stored as refunded: the late gift fails to count', async () => {
        await post(delivery('AB-EARLY', '40.00', { status: 'refunded' }))
        await post(delivery('AB-EARLY', '40.00'))
        expect(await totals()).toEqual({ raisedCents: 0, contributions: 0 })
        expect((await wall()).donors).toEqual([])
      })
    })

    describe('hidden gifts', () => {
      it('a gift an operator hid is off the wall but still in the totals (real money); unhidden, it is back', async () => {
        await post(delivery('AB-HIDE', '15.00', { firstname: 'Hidden' }))
        await post(delivery('AB-SHOW', '5.00', { firstname: 'Shown' }))
        expect(await hideGift(database, 'AB-HIDE')).toBe(true)
        expect(await hideGift(database, 'AB-NONE')).toBe(false)
        forgetCachedFigures()
        expect((await wall()).donors.map((donor) => donor.firstName)).toEqual(['Shown'])
        expect((await wall()).total).toBe(1)
        expect(await totals()).toEqual({ raisedCents: 2000, contributions: 2 })
        expect((await hiddenGifts(database)).map((gift) => gift.orderNumber)).toEqual(['AB-HIDE'])
        expect(await unhideGift(database, 'AB-HIDE')).toBe(true)
        forgetCachedFigures()
        expect((await wall()).donors.map((donor) => donor.firstName).sort()).toEqual(['Hidden', 'Shown'])
      })
    })

    describe('a flood of donor-wall reads', () => {
      it('200 concurrent reads of the wall, past-the-end page numbers among them, make one count and one page read: the flood fails to reach the database per request', async () => {
        await post(delivery('AB-FLOOD', '5.00', { firstname: 'Flood' }))
        forgetCachedFigures()
        let reads = 0
        const counting: Database = {
          kind: database.kind,
          query: (sql, params) => {
            reads += 1
            return database.query(sql, params)
          },
          transaction: (work, options) => database.transaction(work, options),
          close: () => database.close(),
        }
        const at = Date.now()
        const read = (page: number, now: number) => donorWallPage(counting, { page, pageSize: 24, includeAmounts: false, ...real }, now)
        const pages = await Promise.all(Array.from({ length: 200 }, (_, index) => read(1 + (index % 50), at)))
        expect(new Set(pages.map((page) => page.donors[0]?.firstName))).toEqual(new Set(['Flood']))
        expect(reads).toBe(2)
        // Within the few seconds the figures live, nothing more; after, one more of each.
        await Promise.all(Array.from({ length: 50 }, () => read(1, at + 4_000)))
        expect(reads).toBe(2)
        await Promise.all(Array.from({ length: 50 }, () => read(1, at + 5_000)))
        expect(reads).toBe(4)
      })

      it('concurrent thermometer reads share one sum', async () => {
        let reads = 0
        const counting: Database = {
          kind: database.kind,
          query: (sql, params) => {
            reads += 1
            return database.query(sql, params)
          },
          transaction: (work, options) => database.transaction(work, options),
          close: () => database.close(),
        }
        await Promise.all(Array.from({ length: 100 }, () => fundraisingTotals(counting, null, real)))
        expect(reads).toBe(1)
      })
    })
  })
}
