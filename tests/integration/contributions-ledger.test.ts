/**
 * The contributions ledger as the provider and the site's pages meet it: the webhook refuses bad
 * credentials (401) and malformed bodies (400), stores a replayed delivery once, and what it
 * stores is what the thermometer sums and the donor wall lists. The sandbox provider reports its
 * gifts through the same webhook, signed, with both refcodes, marked as test gifts that a real
 * provider's figures never count. Run on the embedded database and on PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { handleContributionWebhook, type ContributionWebhookCredentials } from '../../src/server/contributions/contribution-webhook.server.ts'
import { donorWallPage, forgetCachedFigures, fundraisingTotals } from '../../src/server/contributions/ledger.server.ts'
import { handleSandboxDonation } from '../../src/server/contributions/sandbox-provider.server.ts'
import type { Database } from '../../src/server/database/database.server.ts'
import { signBody } from '../../src/server/http/signature.ts'
import { databaseBackends } from '../setup/database-backends.ts'

const SECRET = 'provider-shared-secret-0123456789'
const BASIC = { username: 'provider', password: 'a-long-basic-password' }
const credentials: ContributionWebhookCredentials = { hmacSecret: SECRET, basicAuth: BASIC }

function actBluePayload(orderNumber: string, amount: string, overrides: { firstname?: string; state?: string; createdAt?: string } = {}) {
  return {
    donor: { firstname: overrides.firstname ?? 'Ana María', lastname: 'Pérez', addr1: '1 Main St', city: 'Austin', state: overrides.state ?? 'tx', zip: '78701', email: 'ana@example.org' },
    contribution: { createdAt: overrides.createdAt ?? '2026-11-20T14:07:59-05:00', orderNumber, contributionForm: 'main', refcode: 'email_blast', refcode2: 'hero__b', recurringPeriod: 'once' },
    lineitems: [{ sequence: 1, entityId: 1, committeeName: 'Campaign', amount, paidAt: '2026-11-20T14:08:00-05:00' }],
    form: { name: 'main', kind: 'page' },
  }
}

/** A real provider's figures, and the sandbox's. */
const real = { includeTestGifts: false }
const sandbox = { includeTestGifts: true }

const post = (body: string, headers: Record<string, string>) =>
  new Request('http://site.test/api/webhooks/contributions', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })
const signed = (body: string) => post(body, { 'x-signature': signBody(SECRET, body) })
const basic = (body: string, username = BASIC.username, password = BASIC.password) =>
  post(body, { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` })

for (const backend of databaseBackends()) {
  describe.skipIf(!backend.available)(`the contributions ledger on ${backend.name}`, () => {
    let database: Database
    let cleanup: () => Promise<void>
    const webhook = (request: Request) => handleContributionWebhook(request, { credentials, database: async () => database })
    // The sandbox provider's in-process delivery: its gifts are test gifts.
    const sandboxWebhook = (request: Request) => handleContributionWebhook(request, { credentials, database: async () => database, testGifts: true })
    beforeEach(async () => {
      forgetCachedFigures()
      ;({ database, cleanup } = await backend.open())
    }, 60_000)
    afterEach(async () => {
      await database.close()
      await cleanup()
    })

    it('refuses missing or wrong credentials with 401 and stores nothing', async () => {
      const body = JSON.stringify(actBluePayload('AB-1', '25.00'))
      for (const request of [
        post(body, {}),
        post(body, { 'x-signature': signBody('another-secret-entirely-000', body) }),
        post(body, { 'x-signature': signBody(SECRET, `${body} `) }),
        basic(body, BASIC.username, 'wrong-password-0000000'),
        post(body, { authorization: 'Bearer something' }),
      ]) {
        const response = await webhook(request)
        expect(response.status).toBe(401)
      }
      expect(await database.query('select * from contributions')).toEqual([])
    })

    it('answers 400 to malformed bodies with the reason, and stores nothing', async () => {
      const bodies = [
        'not json',
        JSON.stringify({}),
        JSON.stringify({ ...actBluePayload('AB-2', '25.00'), lineitems: [] }),
        JSON.stringify(actBluePayload('AB-3', 'twenty')),
        JSON.stringify({ ...actBluePayload('AB-4', '25.00'), contribution: { orderNumber: 'AB-4', createdAt: 'yesterday' } }),
      ]
      for (const body of bodies) {
        const response = await webhook(signed(body))
        expect(response.status).toBe(400)
        expect(((await response.json()) as { error: string }).error).toMatch(/^Expected/)
      }
      expect(await database.query('select * from contributions')).toEqual([])
    })

    it('answers 413 to a body over the size limit', async () => {
      const body = JSON.stringify({ ...actBluePayload('AB-5', '25.00'), padding: 'x'.repeat(70_000) })
      expect((await webhook(signed(body))).status).toBe(413)
    })

    it('stores a delivery once however often it is replayed, by HMAC or basic auth', async () => {
      const body = JSON.stringify(actBluePayload('AB-10', '25.50'))
      const answers = await Promise.all([webhook(signed(body)), webhook(signed(body)), webhook(basic(body))])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
      const stored = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { stored: string }).stored))
      expect(stored.filter((kind) => kind === 'new')).toHaveLength(1)
      expect(await database.query('select order_number, amount_cents, refcode, refcode2, donor_first_name, donor_state from contributions')).toEqual([
        { order_number: 'AB-10', amount_cents: 2550, refcode: 'email_blast', refcode2: 'hero__b', donor_first_name: 'Ana', donor_state: 'TX' },
      ])
    })

    it('sums what it stored for the thermometer, from a start date, and sees a new gift at once', async () => {
      await webhook(signed(JSON.stringify(actBluePayload('AB-20', '10', { createdAt: '2026-01-02T00:00:00Z' }))))
      await webhook(signed(JSON.stringify(actBluePayload('AB-21', '15.25', { createdAt: '2026-11-01T00:00:00Z' }))))
      expect(await fundraisingTotals(database, null, real)).toEqual({ raisedCents: 2525, contributions: 2 })
      expect(await fundraisingTotals(database, new Date('2026-06-01T00:00:00Z'), real)).toEqual({ raisedCents: 1525, contributions: 1 })
      await webhook(signed(JSON.stringify(actBluePayload('AB-22', '100', { createdAt: '2026-11-02T00:00:00Z' }))))
      expect(await fundraisingTotals(database, null, real)).toEqual({ raisedCents: 12525, contributions: 3 })
    })

    it('lists donors newest first by first name and state, paginated, with amounts only when asked', async () => {
      for (let day = 1; day <= 5; day++) {
        await webhook(signed(JSON.stringify(actBluePayload(`AB-3${day}`, `${day}.00`, { firstname: `Donor${day} Lastname`, state: day === 5 ? 'Puerto Rico' : 'ca', createdAt: `2026-11-0${day}T12:00:00Z` }))))
      }
      const first = await donorWallPage(database, { page: 1, pageSize: 2, includeAmounts: false, ...real })
      expect(first).toEqual({
        donors: [
          { firstName: 'Donor5', state: null, contributedAt: '2026-11-05T12:00:00.000Z' },
          { firstName: 'Donor4', state: 'CA', contributedAt: '2026-11-04T12:00:00.000Z' },
        ],
        page: 1,
        pageCount: 3,
        total: 5,
      })
      const last = await donorWallPage(database, { page: 99, pageSize: 2, includeAmounts: true, ...real })
      expect(last.page).toBe(3)
      expect(last.donors).toEqual([{ firstName: 'Donor1', state: 'CA', amountCents: 100, contributedAt: '2026-11-01T12:00:00.000Z' }])
    })

    it('records a sandbox gift through the signed webhook, once per idempotency key, with both refcodes, as a test gift', async () => {
      const donation = { token: 'sandbox-public-token', idempotencyKey: 'abcdef0123456789', form: 'main', amount: 27, firstName: 'Luis', lastName: 'Ortiz', email: 'luis@example.org', state: 'NM', zip: '87501', refcode: 'ad_1', refcode2: 'homeHero_bold', recurring: false }
      const deps = { token: 'sandbox-public-token', signingSecret: SECRET, deliver: sandboxWebhook, now: () => new Date('2026-11-21T10:00:00Z') }
      const first = await handleSandboxDonation(donation, deps)
      const again = await handleSandboxDonation(donation, deps)
      expect(first).toEqual({ ok: true, event: { orderNumber: 'SB-abcdef0123456789', amount: 27, contributionForm: 'main', refcode: 'ad_1', refcode2: 'homeHero_bold', recurring: false } })
      expect(again).toEqual(first)
      expect(await database.query('select order_number, amount_cents, donor_state, refcode, refcode2, test from contributions')).toEqual([
        { order_number: 'SB-abcdef0123456789', amount_cents: 2700, donor_state: 'NM', refcode: 'ad_1', refcode2: 'homeHero_bold', test: true },
      ])
      expect(await handleSandboxDonation({ ...donation, token: 'guess' }, deps)).toEqual({ ok: false, status: 403, error: 'Unknown donation token.' })
    })

    it('reads the second refcode from the provider’s list of refcodes when it is only there', async () => {
      const payload = actBluePayload('AB-40', '5.00')
      const { refcode2: _left, ...contribution } = payload.contribution
      await webhook(signed(JSON.stringify({ ...payload, contribution: { ...contribution, refcode: null, refcodes: { refcode: 'sms_1', refcode2: 'askTest_b' } } })))
      expect(await database.query('select refcode, refcode2, test from contributions')).toEqual([{ refcode: 'sms_1', refcode2: 'askTest_b', test: false }])
    })

    it('counts test gifts in the thermometer and on the donor wall only while the sandbox is the provider', async () => {
      await webhook(signed(JSON.stringify(actBluePayload('AB-50', '10.00', { firstname: 'Real' }))))
      await sandboxWebhook(signed(JSON.stringify(actBluePayload('SB-51', '90.00', { firstname: 'Rehearsal' }))))
      expect(await fundraisingTotals(database, null, real)).toEqual({ raisedCents: 1000, contributions: 1 })
      expect(await fundraisingTotals(database, null, sandbox)).toEqual({ raisedCents: 10000, contributions: 2 })
      const names = async (scope: { includeTestGifts: boolean }) => (await donorWallPage(database, { page: 1, pageSize: 10, includeAmounts: false, ...scope })).donors.map((donor) => donor.firstName)
      expect(await names(real)).toEqual(['Real'])
      expect((await names(sandbox)).sort()).toEqual(['Real', 'Rehearsal'])
    })
  })
}

describe('the contributions webhook without credentials configured', () => {
  it('accepts nothing', async () => {
    const body = JSON.stringify(actBluePayload('AB-1', '25.00'))
    const response = await handleContributionWebhook(post(body, {}), { credentials: {}, database: () => Promise.reject(new Error('never opened')) })
    expect(response.status).toBe(401)
  })
})
