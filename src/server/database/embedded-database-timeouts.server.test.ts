/**
 * The embedded database's bounded waits, as PostgreSQL's (postgres-database.server.test.ts): a
 * statement that runs too long fails within its timeout while the server keeps serving, the
 * database opens its directory again and keeps its records; a transaction may ask for longer; a
 * transaction left idle by work that hangs is rolled back and frees the connection.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from './database.server.ts'
import { openEmbeddedDatabase } from './embedded-database.server.ts'

const STATEMENT_TIMEOUT_MS = 500
/** The long statements below sleep 10 s. */
const ENDS_AFTER_MS = 8_000
const temp = mkdtempSync(join(tmpdir(), 'embedded-timeouts-'))

/** How long `work` took, and how often a 50 ms timer fired meanwhile (whether the event loop kept turning). */
async function timed<T>(work: () => Promise<T>): Promise<{ outcome: PromiseSettledResult<T>; ms: number; ticks: number }> {
  let ticks = 0
  const ticker = setInterval(() => (ticks += 1), 50)
  const started = performance.now()
  const [outcome] = await Promise.allSettled([work()])
  clearInterval(ticker)
  return { outcome: outcome as PromiseSettledResult<T>, ms: performance.now() - started, ticks }
}

describe('the embedded database in a directory, with a short statement timeout', () => {
  let db: Database
  const background: Error[] = []

  // The first open runs initdb: seconds, more on a busy machine.
  beforeAll(async () => {
    db = await openDatabase({ embeddedDir: join(temp, 'pglite'), statementTimeoutMs: STATEMENT_TIMEOUT_MS, onBackgroundError: (error) => background.push(error) })
    await db.query("insert into outbox (topic, payload, dedupe_key) values ('t', '{}', 'kept')")
  }, 60_000)
  afterAll(async () => {
    await db?.close()
    rmSync(temp, { recursive: true, force: true })
  })

  it('does not enforce PostgreSQL’s own statement_timeout: WebAssembly has no timer signal (why the statement runs in a worker)', async () => {
    const { outcome } = await timed(() => db.transaction(async (tx) => {
      await tx.query('set local statement_timeout = 50')
      return tx.query('select pg_sleep(0.3)')
    }))
    expect(outcome.status).toBe('fulfilled')
  })

  it('stops a long statement at its timeout while the process keeps serving, opens the database again, and reports it once', async () => {
    const { outcome, ms, ticks } = await timed(() => db.query('select pg_sleep(10)'))
    expect(outcome).toMatchObject({ status: 'rejected', reason: { code: '57014', message: expect.stringMatching(/^canceling statement due to statement timeout/) } })
    expect(ms).toBeGreaterThanOrEqual(STATEMENT_TIMEOUT_MS - 20)
    // Well before the statement itself would end (a busy machine slows the rest).
    expect(ms).toBeLessThan(ENDS_AFTER_MS)
    // The event loop turned meanwhile (blocked, the timer could not have fired before the statement's end).
    expect(ticks).toBeGreaterThanOrEqual(3)
    expect(background.map((error) => error.message)).toEqual([expect.stringMatching(/^The embedded database was opened again after a statement was stopped: canceling statement/)])
    expect(await db.query('select dedupe_key from outbox')).toEqual([{ dedupe_key: 'kept' }])
  })

  it('stops a long statement inside a transaction too, which then leaves nothing behind', async () => {
    const { outcome, ms } = await timed(() =>
      db.transaction(async (tx) => {
        await tx.query("insert into outbox (topic, payload, dedupe_key) values ('t', '{}', 'rolled-back')")
        await tx.query('select pg_sleep(10)')
      }),
    )
    expect(outcome).toMatchObject({ status: 'rejected', reason: { code: '57014' } })
    expect(ms).toBeLessThan(ENDS_AFTER_MS)
    expect(await db.query('select dedupe_key from outbox order by id')).toEqual([{ dedupe_key: 'kept' }])
  })

  it('lets a transaction ask for longer (migrations)', async () => {
    expect(await db.transaction((tx) => tx.query("select pg_sleep(0.8), 'done' as result"), { timeoutMs: 5_000 })).toMatchObject([{ result: 'done' }])
  })
})

describe('the embedded database in memory', () => {
  let db: Database
  const background: Error[] = []

  beforeAll(async () => {
    db = await openEmbeddedDatabase('memory://', {
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      waitTimeoutMs: 300,
      idleInTransactionTimeoutMs: 600,
      onBackgroundError: (error) => background.push(error),
    })
    await db.query('create table notes (text text)')
  }, 60_000)
  afterAll(() => db?.close())

  it('rolls back a transaction whose work hangs, frees the connection, and fails whoever waited too long for it', async () => {
    let inserted!: () => void
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve))
    const hanging = db.transaction(async (tx) => {
      await tx.query("insert into notes values ('never committed')")
      inserted()
      await new Promise(() => {})
    })
    await insertedOnce
    await expect(db.query('select 1')).rejects.toThrow(/stayed busy for 300 ms/)
    await expect(hanging).rejects.toMatchObject({ code: '25P03' })
    expect(await db.query('select text from notes')).toEqual([])
  })

  it('says the database was lost once a statement had to be stopped: the data was in the stopped worker', async () => {
    await expect(db.query('select pg_sleep(10)')).rejects.toMatchObject({ code: '57014' })
    expect(background.map((error) => error.message)).toEqual([expect.stringMatching(/^The embedded database in memory was lost/)])
    await expect(db.query('select 1')).rejects.toThrow(/was lost/)
  })
})
