import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../database/database.server.ts'
import { storeSubmission } from './store-submission.server.ts'

let database: Database
beforeAll(async () => {
  database = await openDatabase({ embeddedDir: 'memory://' })
}, 60_000)
afterAll(async () => database.close())

const submission = (idempotencyKey: string) => ({
  form: 'volunteer',
  locale: 'es-MX',
  pagePath: '/es/voluntariado',
  idempotencyKey,
  answers: { firstName: 'Ana', email: 'ana@example.org', interests: ['canvass'] },
})

describe('storing a submission', () => {
  it('keeps the answers and queues exactly one delivery for them', async () => {
    const { id, created } = await storeSubmission(database, submission('key-1'))
    expect(created).toBe(true)
    const [row] = await database.query<{ form: string; fields: unknown }>('select form, fields from form_submissions where id = $1', [id])
    expect(row).toEqual({ form: 'volunteer', fields: { firstName: 'Ana', email: 'ana@example.org', interests: ['canvass'] } })
    const outbox = await database.query<{ payload: { id: string; fields: unknown } }>('select payload from outbox where dedupe_key = $1', [`submission:${id}`])
    expect(outbox).toHaveLength(1)
    expect(outbox[0]?.payload).toMatchObject({ id, form: 'volunteer', locale: 'es-MX', fields: { firstName: 'Ana' } })
  })

  it('keeps the visitor’s refcodes with the answers and in the CRM delivery', async () => {
    const { id } = await storeSubmission(database, { ...submission('key-3'), refcode: 'spring_email', refcode2: 'homeHero_bold' })
    const [row] = await database.query<{ refcode: string; refcode2: string }>('select refcode, refcode2 from form_submissions where id = $1', [id])
    expect(row).toEqual({ refcode: 'spring_email', refcode2: 'homeHero_bold' })
    const [delivery] = await database.query<{ payload: unknown }>('select payload from outbox where dedupe_key = $1', [`submission:${id}`])
    expect(delivery?.payload).toMatchObject({ id, refcode: 'spring_email', refcode2: 'homeHero_bold' })
    const { id: unattributed } = await storeSubmission(database, submission('key-4'))
    expect(await database.query('select refcode, refcode2 from form_submissions where id = $1', [unattributed])).toEqual([{ refcode: null, refcode2: null }])
  })

  it('stores a double submit once, and answers both with the same submission', async () => {
    const [first, second] = await Promise.all([storeSubmission(database, submission('key-2')), storeSubmission(database, submission('key-2'))])
    expect(first.id).toBe(second.id)
    expect([first.created, second.created].sort()).toEqual([false, true])
    const [count] = await database.query<{ n: number }>("select count(*)::int as n from form_submissions where idempotency_key = 'key-2'")
    expect(count?.n).toBe(1)
    const [queued] = await database.query<{ n: number }>('select count(*)::int as n from outbox where dedupe_key = $1', [`submission:${first.id}`])
    expect(queued?.n).toBe(1)
  })

  it('stores other answers under a key already used as a submission of their own', async () => {
    const first = await storeSubmission(database, submission('key-5'))
    const other = await storeSubmission(database, { ...submission('key-5'), answers: { firstName: 'Luis', email: 'luis@example.org', interests: [] } })
    expect(other.created).toBe(true)
    expect(other.id).not.toBe(first.id)
  })
})
