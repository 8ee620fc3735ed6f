/**
 * The experiment results on both databases: assignment counts written in batches, gifts and
 * sign-ups credited to the arms their signed refcode2 names (unsigned ones counted as unverified),
 * and the report in its three formats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBackends } from '../setup/database-backends.ts'
import type { Database } from '../../src/server/database/database.server.ts'
import { AssignmentTally, writeAssignmentBatch } from '../../src/server/experiments/assignment-counter.server.ts'
import { posterior, probabilityBBeatsA } from '../../src/server/experiments/results/beta-binomial.ts'
import { experimentResults } from '../../src/server/experiments/results/results-query.server.ts'
import { formatReport, NOT_ENOUGH_DATA, SRM_WARNING } from '../../src/server/experiments/results/report-formats.ts'
import { signedRefcode2 } from '../../src/server/experiments/signed-refcode2.ts'
import { variationsRefcode } from '../../src/shared/fundraising/refcode-format.ts'

const SECRET = 'integration-signing-secret-0123'
const signed = (assignments: Record<string, string>) => signedRefcode2(assignments, SECRET)

const DAY_1 = new Date('2026-11-20T12:00:00Z')
const DAY_2 = new Date('2026-11-21T12:00:00Z')

let order = 0
async function gift(database: Database, assignments: Record<string, string> | null, cents: number, { test = false, at = DAY_2, sign = signed } = {}) {
  order += 1
  await database.query(
    `insert into contributions (order_number, amount_cents, refcode, refcode2, contributed_at, payload, test)
     values ($1, $2, 'spring_email', $3, $4, '{}'::jsonb, $5)`,
    [`${test ? 'SB' : 'AB'}-${order}`, cents, assignments ? sign(assignments) : null, at, test],
  )
}

async function signUp(database: Database, form: string, assignments: Record<string, string>, sign: (assignments: Record<string, string>) => string | null = signed) {
  order += 1
  await database.query(
    `insert into form_submissions (form, locale, page_path, idempotency_key, fields, refcode2, created_at)
     values ($1, 'en-US', '/volunteer', $2, '{}'::jsonb, $3, $4)`,
    [form, `key-${order}`, sign(assignments), DAY_2],
  )
}

for (const backend of databaseBackends()) {
  describe.skipIf(!backend.available)(backend.name, () => {
    let database: Database
    let cleanup: () => Promise<void>

    beforeAll(async () => {
      ;({ database, cleanup } = await backend.open())
      // Visitors in batches, over two days, as the door's tally writes them.
      const tally = new AssignmentTally()
      for (const [variation, visitors] of [['control', 1000], ['bold', 1000], ['calm', 1000]] as const) {
        for (let i = 0; i < visitors; i++) tally.count('hero test', variation, i % 2 === 0 ? DAY_1 : DAY_2)
      }
      for (let i = 0; i < 600; i++) tally.count('ask', 'b', DAY_2)
      for (let i = 0; i < 400; i++) tally.count('ask', 'control', DAY_2)
      const batch = tally.take()
      await writeAssignmentBatch(database, batch.slice(0, 3))
      await writeAssignmentBatch(database, batch.slice(3))
      // The same rows again: a second process's batch adds to them.
      await writeAssignmentBatch(database, [{ day: '2026-11-21', experiment: 'ask', variation: 'b', visitors: 0 }])

      for (let i = 0; i < 20; i++) await gift(database, { 'hero test': 'control', ask: 'control' }, 1000)
      for (let i = 0; i < 30; i++) await gift(database, { 'hero test': 'bold', ask: 'b' }, 1000)
      for (let i = 0; i < 20; i++) await gift(database, { 'hero test': 'calm' }, 2000)
      // Not credited: a visitor in no experiment, the sandbox's rehearsal gifts (real money only here).
      await gift(database, null, 5000)
      for (let i = 0; i < 5; i++) await gift(database, { 'hero test': 'calm' }, 100_000, { test: true })
      for (let i = 0; i < 4; i++) await signUp(database, 'volunteer', { 'hero test': 'bold' })
      await signUp(database, 'sticker', { 'hero test': 'bold' })
      await signUp(database, 'volunteer', { 'hero test': 'control' })
      // Not credited, counted as unverified: refcode2 written by hand, unsigned or with a made-up signature.
      for (let i = 0; i < 3; i++) await gift(database, { 'hero test': 'calm' }, 9000, { sign: variationsRefcode })
      await gift(database, { 'hero test': 'calm' }, 9000, { sign: (assignments) => `${variationsRefcode(assignments)}__s0123456789ab` })
      await signUp(database, 'volunteer', { 'hero test': 'calm', ask: 'b' }, variationsRefcode)
    }, 120_000)
    afterAll(async () => {
      await database?.close()
      await cleanup?.()
    })

    it('counts visitors, gifts, dollars and sign-ups per arm, control first, with lifts against it', async () => {
      const [ask, hero] = await experimentResults(database, { testGifts: false, signingSecret: SECRET })
      expect(hero?.experiment).toBe('hero test')
      expect(hero?.baseline).toBe('control')
      expect(hero?.arms.map(({ variation, visitors, donors, dollarsRaised, signups }) => ({ variation, visitors, donors, dollarsRaised, signups }))).toEqual([
        { variation: 'control', visitors: 1000, donors: 20, dollarsRaised: 200, signups: { volunteer: 1 } },
        { variation: 'bold', visitors: 1000, donors: 30, dollarsRaised: 300, signups: { sticker: 1, volunteer: 4 } },
        { variation: 'calm', visitors: 1000, donors: 20, dollarsRaised: 400, signups: {} },
      ])
      const [control, bold, calm] = hero?.arms ?? []
      expect(control?.conversionLift).toBeNull()
      expect(bold?.conversionRate).toBeCloseTo(0.03, 12)
      // (31/1002) / (21/1002) − 1 with the Beta(1,1) prior
      expect(bold?.conversionLift?.estimate).toBeCloseTo(10 / 21, 12)
      expect(bold?.probabilityConversionBeats).toBeCloseTo(probabilityBBeatsA(posterior(20, 1000), posterior(30, 1000)), 12)
      expect(bold?.probabilityConversionBeats).toBeGreaterThan(0.9)
      expect(bold?.probabilityConversionBeats).toBeLessThan(0.95)
      expect(calm?.conversionLift?.estimate).toBeCloseTo(0, 12)
      expect(calm?.dollarsPerVisitor).toBeCloseTo(0.4, 12)
      expect(calm?.dollarsPerVisitorLift?.estimate).toBeCloseTo(1, 12)
      expect(hero?.sampleRatio?.mismatch).toBe(false)
      expect(hero?.enoughData).toBe(true)
      expect(hero?.unverified).toEqual({ gifts: 4, signups: 1 })
      expect(ask?.unverified).toEqual({ gifts: 0, signups: 1 })

      // 600/400 where 500/500 was meant: χ² = 40, p ≈ 2.5e−10.
      expect(ask?.sampleRatio?.chiSquare).toBeCloseTo(40, 9)
      expect(ask?.sampleRatio?.mismatch).toBe(true)
      expect(ask?.arms.map((arm) => [arm.variation, arm.visitors, arm.donors])).toEqual([['control', 400, 20], ['b', 600, 30]])
    })

    it('counts only the sandbox’s test gifts where the sandbox is the provider, never mixed with real ones', async () => {
      const [hero] = await experimentResults(database, { experiment: 'hero test', testGifts: true, signingSecret: SECRET })
      expect(hero?.arms.map((arm) => [arm.variation, arm.donors, arm.dollarsRaised])).toEqual([['control', 0, 0], ['bold', 0, 0], ['calm', 5, 5000]])
      expect(hero?.enoughData).toBe(false)
    })

    it('from a date: the assignments of that day on, the gifts of that instant on', async () => {
      const [hero] = await experimentResults(database, { experiment: 'hero test', since: new Date('2026-11-21T00:00:00Z'), testGifts: false, signingSecret: SECRET })
      expect(hero?.arms.map((arm) => [arm.variation, arm.visitors, arm.donors])).toEqual([['control', 500, 20], ['bold', 500, 30], ['calm', 500, 20]])
      expect(await experimentResults(database, { experiment: 'no such thing', testGifts: false, signingSecret: SECRET })).toEqual([])
    })

    it('the same rows as a table, CSV and JSON, with the mismatch and not-enough-data warnings', async () => {
      const results = await experimentResults(database, { testGifts: false, signingSecret: SECRET })
      const table = formatReport(results, 'table')
      expect(table).toContain('experiment: hero test')
      expect(table).toMatch(/bold\s+1000\s+30\s+3\.0%\s+\+47\.6% \[[^\]]+\]\s+9\d\.\d%\s+\$300\.00\s+\$0\.30/)
      expect(table).toContain(`WARNING: ${SRM_WARNING}`)

      const csv = formatReport(results, 'csv').trim().split('\n').map((line) => line.split(','))
      const header = csv[0] ?? []
      const row = (experiment: string, variation: string) => {
        const cells = csv.find((line) => line[0] === experiment && line[1] === variation) ?? []
        return Object.fromEntries(header.map((name, index) => [name, cells[index]]))
      }
      expect(csv).toHaveLength(6)
      expect(row('hero test', 'bold')).toMatchObject({ baseline: 'false', visitors: '1000', donors: '30', dollars_raised: '300', signups: 'sticker: 1; volunteer: 4', srm_warning: 'false', enough_data: 'true' })
      expect(Number(row('hero test', 'bold').conversion_lift)).toBeCloseTo(10 / 21, 9)
      expect(row('ask', 'b')).toMatchObject({ srm_warning: 'true' })

      const json = JSON.parse(formatReport(results, 'json')) as { experiments: { experiment: string; warnings: string[]; arms: { variation: string; donors: number; probabilityConversionBeats: number | null }[] }[] }
      expect(json.experiments.map((experiment) => experiment.experiment)).toEqual(['ask', 'hero test'])
      expect(json.experiments[0]?.warnings).toContain(SRM_WARNING)
      expect(json.experiments[1]?.warnings).toEqual([])
      expect(json.experiments[1]?.arms[1]).toMatchObject({ variation: 'bold', donors: 30, probabilityConversionBeats: bold() })

      const sandbox = formatReport(await experimentResults(database, { experiment: 'hero test', testGifts: true, signingSecret: SECRET }), 'table')
      expect(sandbox).toContain(NOT_ENOUGH_DATA)
    })
  })
}

function bold(): number {
  return probabilityBBeatsA(posterior(20, 1000), posterior(30, 1000))
}
