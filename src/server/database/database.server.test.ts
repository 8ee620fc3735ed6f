/**
 * One behaviour suite, run against the embedded database (PGlite, in memory) and a real
 * PostgreSQL (tests/setup/postgres-global-setup.ts): the site must act the same on both.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { databaseBackends } from '../../../tests/setup/database-backends.ts'
import type { Database, Transaction } from './database.server.ts'
import { migrate } from './migrate.server.ts'
import { MIGRATIONS } from './migrations.ts'


const backends = databaseBackends()

/** Holds a transaction between its read and its write for a while, so a database that interleaves them would: the race under test, not a wait. */
const raceWindow = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function submit(db: Database | Transaction, idempotencyKey: string) {
  return db.query<{ id: string }>(
    `insert into form_submissions (form, locale, page_path, idempotency_key, fields, answers_hash)
     values ('volunteer', 'en-US', '/volunteer', $1, $2, 'same-answers')
     on conflict (form, idempotency_key, answers_hash) do nothing
     returning id`,
    [idempotencyKey, JSON.stringify({ email: 'someone@example.org' })],
  )
}

async function count(db: Database, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*) as n from ${table}`)
  return row?.n ?? -1
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(backend.name, () => {
    let db: Database
    let cleanup: () => Promise<void>

    // The first embedded open compiles PostgreSQL's WebAssembly and runs initdb: seconds, more on a busy machine.
    beforeAll(async () => {
      ;({ database: db, cleanup } = await backend.open())
    }, 60_000)
    afterAll(async () => {
      await db?.close()
      await cleanup?.()
    })
    beforeEach(async () => {
      await db.query('truncate form_submissions, outbox')
    })

    describe('migrations', () => {
      it('create form_submissions and outbox with their columns, the pending-delivery index, and a record', async () => {
        const columns = await db.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
          `select table_name, column_name, data_type, is_nullable from information_schema.columns
           where table_schema = current_schema() and table_name in ('form_submissions', 'outbox')
           order by table_name, ordinal_position`,
        )
        const shape = columns.map((c) => `${c.table_name}.${c.column_name} ${c.data_type}${c.is_nullable === 'NO' ? ' not null' : ''}`)
        expect(shape).toEqual([
          'form_submissions.id uuid not null',
          'form_submissions.form text not null',
          'form_submissions.locale text not null',
          'form_submissions.page_path text not null',
          'form_submissions.idempotency_key text not null',
          'form_submissions.fields jsonb not null',
          'form_submissions.created_at timestamp with time zone not null',
          'form_submissions.refcode text',
          'form_submissions.refcode2 text',
          'form_submissions.answers_hash text',
          'form_submissions.answers_deleted_at timestamp with time zone',
          'outbox.id bigint not null',
          'outbox.topic text not null',
          'outbox.payload jsonb not null',
          'outbox.dedupe_key text not null',
          'outbox.attempts integer not null',
          'outbox.next_attempt_at timestamp with time zone not null',
          'outbox.delivered_at timestamp with time zone',
          'outbox.last_error text',
          'outbox.created_at timestamp with time zone not null',
          'outbox.claimed_until timestamp with time zone',
          'outbox.dead_at timestamp with time zone',
          'outbox.last_status integer',
          'outbox.last_answer text',
        ])
        const [index] = await db.query<{ indexdef: string }>(
          "select indexdef from pg_indexes where schemaname = current_schema() and indexname = 'outbox_pending_by_next_attempt'",
        )
        expect(index?.indexdef).toMatch(/\(next_attempt_at\) WHERE \(\(delivered_at IS NULL\) AND \(dead_at IS NULL\)\)/)
        expect(await db.query('select id from schema_migrations order by id')).toEqual(MIGRATIONS.map(({ id }) => ({ id })))
      })

      it('apply nothing the second time', async () => {
        await submit(db, 'kept')
        expect(await migrate(db, MIGRATIONS)).toEqual([])
        expect(await count(db, 'schema_migrations')).toBe(MIGRATIONS.length)
        expect(await count(db, 'form_submissions')).toBe(1)
      })

      it('apply a new migration once', async () => {
        const next = [...MIGRATIONS, { id: '900-test-extra', sql: 'create table test_extra (id int)' }]
        expect(await migrate(db, next)).toEqual(['900-test-extra'])
        expect(await migrate(db, next)).toEqual([])
        expect(await db.query("select to_regclass('test_extra') is not null as present")).toEqual([{ present: true }])
      })

      it('leave neither the changes nor the record of a failing migration, and stop before the next', async () => {
        const next = [
          ...MIGRATIONS,
          { id: '910-test-half', sql: 'create table test_half (id int); select * from no_such_table' },
          { id: '911-test-after', sql: 'create table test_after (id int)' },
        ]
        await expect(migrate(db, next)).rejects.toThrow(/migration 910-test-half failed: .*no_such_table/)
        expect(
          await db.query("select to_regclass('test_half') is null as half_gone, to_regclass('test_after') is null as after_gone"),
        ).toEqual([{ half_gone: true, after_gone: true }])
        expect(await db.query("select id from schema_migrations where id like '91%'")).toEqual([])
      })
    })

    it('stores one row when the same idempotency key arrives twice at once', async () => {
      const [first, second] = await Promise.all([submit(db, 'same-key'), submit(db, 'same-key')])
      const ids = [...(first ?? []), ...(second ?? [])]
      expect(ids).toHaveLength(1)
      expect(ids[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(await count(db, 'form_submissions')).toBe(1)
    })

    it('rejects a plain duplicate key with SQLSTATE 23505', async () => {
      const insert = () => db.query("insert into outbox (topic, payload, dedupe_key) values ('t', '{}', 'dup')")
      await insert()
      await expect(insert()).rejects.toMatchObject({ code: '23505' })
    })

    it('leaves nothing behind when a transaction throws, and rethrows its error', async () => {
      const failure = new Error('the work failed')
      await expect(
        db.transaction(async (tx) => {
          await submit(tx, 'rolled-back')
          await tx.query("insert into outbox (topic, payload, dedupe_key) values ('t', '{}', 'rolled-back')")
          throw failure
        }),
      ).rejects.toBe(failure)
      expect(await count(db, 'form_submissions')).toBe(0)
      expect(await count(db, 'outbox')).toBe(0)
    })

    it('commits a transaction whose work resolves, and returns its result', async () => {
      const id = await db.transaction(async (tx) => {
        const [row] = await submit(tx, 'committed')
        await tx.query("insert into outbox (topic, payload, dedupe_key) values ('form.submitted', $1, 'committed')", [JSON.stringify({ id: row?.id })])
        return row?.id
      })
      expect(await db.query('select payload from outbox')).toEqual([{ payload: { id } }])
    })

    it('does not interleave concurrent transactions: five read-then-write increments end at 5', async () => {
      await db.query('create table if not exists test_counter (id int primary key, value int not null)')
      await db.query('delete from test_counter')
      await db.query('insert into test_counter values (1, 0)')
      await Promise.all(
        Array.from({ length: 5 }, () =>
          db.transaction(async (tx) => {
            const [row] = await tx.query<{ value: number }>('select value from test_counter where id = 1 for update')
            await raceWindow(10)
            await tx.query('update test_counter set value = $1 where id = 1', [(row?.value ?? 0) + 1])
          }),
        ),
      )
      expect(await db.query('select value from test_counter')).toEqual([{ value: 5 }])
    })

    it('keeps a query made during another transaction out of it', async () => {
      let opened!: () => void
      const open = new Promise<void>((resolve) => (opened = resolve))
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      const failing = db.transaction(async (tx) => {
        await submit(tx, 'inside')
        opened()
        // Held open until the query outside it has been made.
        await released
        throw new Error('rolled back')
      })
      await open
      const outside = submit(db, 'outside')
      release()
      await expect(failing).rejects.toThrow('rolled back')
      await outside
      expect(await db.query('select idempotency_key from form_submissions')).toEqual([{ idempotency_key: 'outside' }])
    })

    it('fails at once, rather than waiting for ever, when the database itself is used inside its own transaction', async () => {
      await expect(db.transaction(() => db.query('select 1'))).rejects.toThrow(/transaction handle/)
      await expect(db.transaction(() => db.transaction(async () => 1))).rejects.toThrow(/transaction handle/)
    })

    it('refuses a transaction handle used after its transaction', async () => {
      let kept: Transaction | undefined
      await db.transaction(async (tx) => {
        kept = tx
      })
      await expect(kept?.query('select 1')).rejects.toThrow(/already finished/)
    })

    it('returns the same JS values: numbers for int8, strings for numeric and date, Dates, parsed jsonb', async () => {
      await db.query("insert into outbox (topic, payload, dedupe_key) values ('t', $1, 'values')", [JSON.stringify([1, { a: 'b' }])])
      const [row] = await db.query<Record<string, unknown>>(
        `select id, payload, attempts, delivered_at, created_at, count(*) over () as total,
                12.50::numeric as amount, date '2026-11-03' as day, 9007199254740993::int8 as big
         from outbox`,
      )
      expect(row).toMatchObject({ payload: [1, { a: 'b' }], attempts: 0, delivered_at: null, total: 1, amount: '12.50', day: '2026-11-03', big: 9007199254740993n })
      expect(typeof row?.id).toBe('number')
      expect(row?.created_at).toBeInstanceOf(Date)
    })
  })
}
