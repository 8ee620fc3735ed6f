/**
 * Rate limits across processes: two limiters on one PostgreSQL (two server processes) allow a
 * client the limit once between them in any window, however the requests fall across a minute's
 * edge; expired rows are deleted; a limiter on the embedded database (one process), or without a database, counts in memory.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database } from '../../src/server/database/database.server.ts'
import { createDatabaseRateLimiter, siteRateLimiter } from '../../src/server/http/shared-rate-limit.server.ts'
import { databaseBackends } from '../setup/database-backends.ts'
import { createTestSchema, testPostgresUrl, type TestSchema } from '../setup/postgres-test-schema.ts'

const [embedded] = databaseBackends()
const MINUTE = 60_000
const options = { name: 'form', limit: 5, windowMs: MINUTE }
const T0 = Date.UTC(2026, 10, 20, 12, 0, 0)

describe.skipIf(testPostgresUrl() === null)('rate limits shared through PostgreSQL', () => {
  let first: Database
  let second: Database
  let schema: TestSchema
  beforeEach(async () => {
    schema = await createTestSchema(testPostgresUrl()!)
    first = await openDatabase({ url: schema.url })
    // A second pool on the same database: what another server process holds.
    second = await openDatabase({ url: schema.url })
  }, 60_000)
  afterEach(async () => {
    await second.close()
    await first.close()
    await schema.drop()
  })

  it('allow a client the limit once between two processes, then refuse them both until the window ends', async () => {
    const processes = [createDatabaseRateLimiter(first, options), createDatabaseRateLimiter(second, options)]
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => processes[index % 2]!.allow('203.0.113.7|page', T0 + index)))
    expect(answers.filter(Boolean)).toHaveLength(5)
    // Another client is counted apart.
    expect(await processes[1]!.allow('198.51.100.4|page', T0 + 20)).toBe(true)
    // A window after the last accepted request the client starts from nothing.
    expect(await processes[1]!.allow('203.0.113.7|page', T0 + 11 + MINUTE)).toBe(true)
  })

  it('count the last window, not the clock’s minute: five late in one minute leave none early in the next', async () => {
    const processes = [createDatabaseRateLimiter(first, options), createDatabaseRateLimiter(second, options)]
    const lateInTheMinute = T0 + MINUTE - 1_000
    for (let index = 0; index < 5; index++) expect(await processes[index % 2]!.allow('203.0.113.9', lateInTheMinute + 100 * index)).toBe(true)
    // Two seconds on, past the minute's edge: still five in the last minute.
    expect(await processes[1]!.allow('203.0.113.9', T0 + MINUTE + 1_000)).toBe(false)
    expect(await processes[0]!.allow('203.0.113.9', T0 + MINUTE + 30_000)).toBe(false)
    // A refused request does not count: once the first accepted one is a minute old, one more goes through.
    expect(await processes[0]!.allow('203.0.113.9', lateInTheMinute + MINUTE)).toBe(true)
    expect(await processes[1]!.allow('203.0.113.9', lateInTheMinute + MINUTE + 1)).toBe(false)
  })

  it('keep one row per limiter and client, and delete rows whose window has passed', async () => {
    const limiter = createDatabaseRateLimiter(first, options)
    for (let client = 0; client < 3; client++) await limiter.allow(`192.0.2.${client}`, T0)
    await createDatabaseRateLimiter(first, { ...options, name: 'sandbox-donation' }).allow('192.0.2.0', T0)
    expect(await first.query<{ key: string; hits: number }>('select key, cardinality(accepted) as hits from rate_limits order by key')).toEqual([
      { key: 'form|192.0.2.0', hits: 1 },
      { key: 'form|192.0.2.1', hits: 1 },
      { key: 'form|192.0.2.2', hits: 1 },
      { key: 'sandbox-donation|192.0.2.0', hits: 1 },
    ])
    // Two windows later the first check of the window clears what expired.
    await limiter.allow('192.0.2.9', T0 + 2 * MINUTE)
    expect(await first.query('select key from rate_limits')).toEqual([{ key: 'form|192.0.2.9' }])
  })

  it('are what the site’s limiter uses on PostgreSQL', async () => {
    const site = [siteRateLimiter(async () => first, options), siteRateLimiter(async () => second, options)]
    const answers = []
    for (let index = 0; index < 8; index++) answers.push(await site[index % 2]!.allow('203.0.113.8', T0 + index))
    expect(answers).toEqual([true, true, true, true, true, false, false, false])
  })
})

describe('rate limits without a database', () => {
  it('count in this process rather than refuse every visitor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const limiter = siteRateLimiter(() => Promise.reject(new Error('connection refused')), options)
    const answers = []
    for (let index = 0; index < 6; index++) answers.push(await limiter.allow('203.0.113.7', T0 + index))
    expect(answers).toEqual([true, true, true, true, true, false])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('connection refused'))
  })
})

describe('rate limits on the embedded database', () => {
  let database: Database
  let cleanup: () => Promise<void>
  beforeEach(async () => {
    ;({ database, cleanup } = await embedded!.open())
  }, 60_000)
  afterEach(async () => {
    await database.close()
    await cleanup()
  })

  it('count in memory (one process), with no table rows', async () => {
    const limiter = siteRateLimiter(async () => database, options)
    const answers = []
    for (let index = 0; index < 7; index++) answers.push(await limiter.allow('203.0.113.7', T0 + index))
    expect(answers).toEqual([true, true, true, true, true, false, false])
    expect(await database.query('select * from rate_limits')).toEqual([])
  })
})
