/**
 * Threat: anyone credits gifts or sign-ups to an experiment arm. refcode2 was taken from the
 * browser as it came (a donate link's parameter, a form's hidden field), so a made-up
 * `hero_bold` moved money and sign-ups into that arm's results. Only a refcode2 the server signed
 * for variations it drew is credited now; the rest is counted as unverified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/server/database/database.server.ts'
import { writeAssignmentBatch } from '../../src/server/experiments/assignment-counter.server.ts'
import { assignAtTheDoor } from '../../src/server/experiments/assignment-at-the-door.server.ts'
import { experimentResults } from '../../src/server/experiments/results/results-query.server.ts'
import type { Experiment } from '../../src/content-model/content-model.ts'

const SECRET = 'security-test-signing-secret-01'
const hero = {
  experimentName: 'hero',
  isActive: true,
  includeControlVariation: true,
  conditions: {},
  variations: [{ variationName: 'bold', contentOverrides: {}, assets: [] }],
} as unknown as Experiment

let database: Database
let order = 0
const gift = (refcode2: string) =>
  database.query(
    `insert into contributions (order_number, amount_cents, refcode, refcode2, contributed_at, payload, test) values ($1, 5000, null, $2, now(), '{}'::jsonb, false)`,
    [`SEC-${++order}`, refcode2],
  )

beforeAll(async () => {
  database = await openDatabase({ embeddedDir: 'memory://', statementTimeoutMs: 60_000 })
  await writeAssignmentBatch(database, [
    { day: new Date().toISOString().slice(0, 10), experiment: 'hero', variation: 'bold', visitors: 100 },
    { day: new Date().toISOString().slice(0, 10), experiment: 'hero', variation: 'control', visitors: 100 },
  ])
}, 60_000)
afterAll(async () => {
  await database?.close()
})

describe('a forged refcode2 is not credited to an arm', () => {
  it('fails to credit a hand-written, a forged-signature, an altered or a forced-variation refcode2; credits the one the server signed', async () => {
    // A real visitor drawn into control: the server signs what it drew.
    const drawn = assignAtTheDoor([hero], { cookie: undefined, forced: {}, preview: false, visitor: false, signingSecret: SECRET }, () => 0.99)
    const control = assignAtTheDoor([hero], { cookie: undefined, forced: {}, preview: false, signingSecret: SECRET }, () => 0.99)
    expect(drawn?.forPage.hero).toBe('control')
    await gift(control!.refcode2!)

    await gift('hero_bold')
    await gift('hero_bold__s0123456789ab')
    // A signed control refcode2 turned into bold: the signature no longer holds.
    await gift(control!.refcode2!.replace('hero_control', 'hero_bold'))
    // ?experiment-hero=bold shows bold, but the server vouches for no variation it did not draw.
    const forced = assignAtTheDoor([hero], { cookie: undefined, forced: { hero: 'bold' }, preview: false, signingSecret: SECRET })
    expect(forced?.forPage.hero).toBe('bold')
    expect(forced?.refcode2).toBeNull()

    const [result] = await experimentResults(database, { testGifts: false, signingSecret: SECRET })
    expect(result?.arms.map((arm) => [arm.variation, arm.donors])).toEqual([
      ['control', 1],
      ['bold', 0],
    ])
    expect(result?.unverified).toEqual({ gifts: 3, signups: 0 })
  })

  it('fails to credit anything without the signing secret (a deployment that has none)', async () => {
    const [result] = await experimentResults(database, { testGifts: false, signingSecret: undefined })
    expect(result?.arms.map((arm) => arm.donors)).toEqual([0, 0])
    expect(result?.unverified.gifts).toBe(4)
  })
})
