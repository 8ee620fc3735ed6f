/**
 * The durable inbox (ADR 065): what the database cannot take is kept in the journal and reaches it
 * exactly once. A replay stopped half-way and run again stores nothing twice; a process killed
 * after keeping a submission, before answering, loses nothing and duplicates nothing when the
 * visitor posts again; a gift whose delivery found the database down is answered as stored and
 * reaches the ledger once, however often the provider delivers it again. Run on both databases.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { handleContributionWebhook } from '../../src/server/contributions/contribution-webhook.server.ts'
import type { Database } from '../../src/server/database/database.server.ts'
import { storeSubmission, type SubmissionInput } from '../../src/server/forms/store-submission.server.ts'
import { signBody } from '../../src/server/http/signature.ts'
import { openJournal, type Journal } from '../../src/server/inbox/journal.server.ts'
import type { KeptEntry } from '../../src/server/inbox/kept-entry.ts'
import { replayJournal } from '../../src/server/inbox/replay-journal.server.ts'
import { databaseBackends } from '../setup/database-backends.ts'

const submission = (key: string): SubmissionInput => ({
  form: 'volunteer',
  locale: 'en-US',
  pagePath: '/volunteer',
  idempotencyKey: key,
  answers: { firstName: key, email: `${key}@example.org` },
  refcode: null,
  refcode2: null,
})
const kept = (input: SubmissionInput): KeptEntry => ({ v: 1, kind: 'form-submission', key: `${input.form}|${input.idempotencyKey}`, keptAt: new Date().toISOString(), submission: input })

/** The database, until it has stored `stores` entries; then it is down (a connection failure's SQLSTATE). */
function goingDownAfter(database: Database, stores: number): Database {
  let left = stores
  return {
    kind: database.kind,
    query: (sql, params) => database.query(sql, params),
    close: () => database.close(),
    transaction: (work, options) => {
      if (left <= 0) return Promise.reject(Object.assign(new Error('the connection was lost'), { code: '08006' }))
      left -= 1
      return database.transaction(work, options)
    },
  }
}

const counts = async (database: Database) => {
  const [row] = await database.query<{ submissions: number; keys: number; outbox: number }>(
    `select (select count(*)::int from form_submissions) as submissions,
       (select count(distinct idempotency_key)::int from form_submissions) as keys,
       (select count(*)::int from outbox) as outbox`,
  )
  return row
}

/** Runs the child that keeps a submission with the database unreachable, and kills it once it has. */
function keepInAChildAndKill(dir: string, input: SubmissionInput): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['tests/support/keep-a-submission-child.ts'], {
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:9/unreachable', SUBMISSION_JOURNAL_DIR: dir, KEEP_SUBMISSION: JSON.stringify(input) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let said = ''
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('\n')) child.kill('SIGKILL')
    })
    child.on('error', reject)
    child.on('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve(said.trim()) : reject(new Error(`the child ended by itself: ${said}`))))
  })
}

for (const backend of databaseBackends()) {
  describe.skipIf(!backend.available)(`the durable inbox on ${backend.name}`, () => {
    let database: Database
    let cleanup: () => Promise<void>
    let dir: string
    let journal: Journal
    beforeEach(async () => {
      ;({ database, cleanup } = await backend.open())
      dir = mkdtempSync(join(tmpdir(), 'inbox-'))
      journal = openJournal(dir, { maxBytes: 1024 * 1024 })
    })
    afterEach(async () => {
      await database.close()
      await cleanup()
      rmSync(dir, { recursive: true, force: true })
    })

    it('stores a replay stopped half-way and resumed exactly once, and removes the journal only after', async () => {
      for (const key of ['k1', 'k2', 'k3', 'k4', 'k5']) await journal.append(kept(submission(key)))

      await expect(replayJournal(journal, goingDownAfter(database, 2))).rejects.toThrow('database error 08006')
      expect(await counts(database)).toEqual({ submissions: 2, keys: 2, outbox: 2 })
      expect((await journal.depth()).entries).toBe(5)

      const resumed = await replayJournal(journal, database)
      expect(resumed).toMatchObject({ stored: 5, unreadable: 0, refused: 0, complete: true })
      expect(await counts(database)).toEqual({ submissions: 5, keys: 5, outbox: 5 })
      expect(await journal.isEmpty()).toBe(true)
    })

    it('loses nothing and duplicates nothing when the process is killed after keeping a submission, before answering', async () => {
      const input = submission('killed-before-the-answer')
      expect(await keepInAChildAndKill(dir, input)).toBe('kept')

      // The next process replays what the killed one kept…
      expect(await journal.replayable()).toHaveLength(1)
      expect(await replayJournal(journal, database)).toMatchObject({ stored: 1, complete: true })
      // …and the visitor, who saw no answer, posts again: the same submission.
      expect(await storeSubmission(database, input)).toMatchObject({ created: false })
      expect(await counts(database)).toEqual({ submissions: 1, keys: 1, outbox: 1 })
    })

    it('answers a gift stored when the database is down, and puts it in the ledger once however often it is delivered', async () => {
      const body = JSON.stringify({
        donor: { firstname: 'Ana', lastname: 'Pérez', addr1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', email: 'ana@example.org' },
        contribution: { createdAt: '2026-11-20T14:07:59-05:00', orderNumber: 'AB-KEPT-1', contributionForm: 'main', refcode: null, recurringPeriod: 'once' },
        lineitems: [{ sequence: 1, amount: '25.00', paidAt: '2026-11-20T14:08:00-05:00' }],
      })
      const secret = 'provider-shared-secret-0123456789'
      const delivery = () =>
        new Request('http://site.test/api/webhooks/contributions', { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body) }, body })
      const down = () => Promise.reject(Object.assign(new Error('the database is restarting'), { code: '57P03' }))
      const keep = async (entry: KeptEntry) => (await journal.append(entry), true)

      const answer = await handleContributionWebhook(delivery(), { credentials: { hmacSecret: secret }, database: down, keep })
      expect(answer.status).toBe(200)
      expect(await answer.json()).toMatchObject({ orderNumber: 'AB-KEPT-1', stored: 'kept' })
      await handleContributionWebhook(delivery(), { credentials: { hmacSecret: secret }, database: down, keep })

      await replayJournal(journal, database)
      const again = await handleContributionWebhook(delivery(), { credentials: { hmacSecret: secret }, database: async () => database, keep })
      expect(await again.json()).toMatchObject({ stored: 'replay' })
      const [row] = await database.query<{ gifts: number; cents: number }>("select count(*)::int as gifts, sum(amount_cents)::int as cents from contributions where order_number = 'AB-KEPT-1'")
      expect(row).toEqual({ gifts: 1, cents: 2500 })
    })

    it('sets aside an entry that can no longer be stored, and stores the rest after it', async () => {
      await journal.append(kept(submission('before')))
      await journal.append({ v: 1, kind: 'contribution', key: 'AB-GONE', keptAt: new Date().toISOString(), contribution: { payload: { not: 'a gift' }, receivedAt: new Date().toISOString(), test: false } })
      await journal.append(kept(submission('after')))
      expect(await replayJournal(journal, database)).toMatchObject({ stored: 2, refused: 1, complete: true })
      expect(await journal.isEmpty()).toBe(true)
      expect(readdirSync(join(dir, 'refused'))).toHaveLength(1)
      expect(await counts(database)).toEqual({ submissions: 2, keys: 2, outbox: 2 })
    })
  })
}
