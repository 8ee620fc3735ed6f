/**
 * PostgreSQL's bounded waits: a database that is hung or slow fails the request that needed it
 * instead of holding it open.
 */
import { createServer, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestSchema, testPostgresUrl, type TestSchema } from '../../../tests/setup/postgres-test-schema.ts'
import { openDatabase } from './database.server.ts'

describe('opening PostgreSQL', () => {
  it('fails within the connect timeout when the server accepts connections but never answers', async () => {
    const sockets = new Set<Socket>()
    const silent = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as { port: number }
    try {
      const started = Date.now()
      await expect(openDatabase({ url: `postgres://site@127.0.0.1:${port}/campaign`, connectTimeoutMs: 300 })).rejects.toThrow(/timeout/i)
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})

const postgresUrl = testPostgresUrl()

describe.skipIf(postgresUrl === null)('PostgreSQL with a short statement timeout', () => {
  let schema: TestSchema
  beforeAll(async () => {
    schema = await createTestSchema(postgresUrl ?? '')
  })
  afterAll(() => schema?.drop())

  it('cancels a statement that runs too long, in or out of a transaction, and stays usable', async () => {
    const db = await openDatabase({ url: schema.url, statementTimeoutMs: 200 })
    try {
      await expect(db.query('select pg_sleep(5)')).rejects.toMatchObject({ code: '57014' })
      await expect(db.transaction((tx) => tx.query('select pg_sleep(5)'))).rejects.toMatchObject({ code: '57014' })
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }])
    } finally {
      await db.close()
    }
  })

  it('lets a transaction ask for longer (migrations)', async () => {
    const db = await openDatabase({ url: schema.url, statementTimeoutMs: 200 })
    try {
      expect(await db.transaction((tx) => tx.query("select pg_sleep(0.4), 'done' as result"), { timeoutMs: 5_000 })).toMatchObject([{ result: 'done' }])
    } finally {
      await db.close()
    }
  })
})
