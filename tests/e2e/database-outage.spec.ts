/**
 * A sign-up while the database is down (ADR 065), as a visitor meets it and as a load balancer
 * sees it: with every connection to PostgreSQL cut (a TCP gate in front of it), the volunteer form
 * sent with JavaScript off and on lands on its thank-you page; health says "degraded" with both
 * in the journal; once PostgreSQL answers again, each is in the database once and the journal is
 * empty. Its own server and PostgreSQL, started here. Pages come from the export by page type.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startProductionServer, type ProductionServer } from '../../scripts/support/production-server'
import { openDatabase } from '../../src/server/database/database.server'
import type { SiteHealth } from '../../src/server/inbox/site-health.server'
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../setup/throwaway-postgres'
import { startTcpGate, type TcpGate } from '../support/tcp-gate'
import { E2E_SERVERS } from './servers'
import { uniqueEmail } from './support/cms-forms'
import { volunteerWithGoodAnswers } from './support/volunteer-form'
import { volunteerWithoutJavaScript } from './support/volunteer-without-javascript'

const PORT = 4660
const GATE_PORT = 4661
const exportPath = E2E_SERVERS.embedded.exportPath

test.describe.configure({ mode: 'serial' })

let postgres: ThrowawayPostgres
let gate: TcpGate
let server: ProductionServer
let journalDir: string

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const bin = findPostgresBin()
  if (!bin) throw new Error('The database outage test needs PostgreSQL (initdb, pg_ctl): apt-get install -y postgresql')
  postgres = await startThrowawayPostgres(bin, { database: 'campaign_site_outage' })
  gate = await startTcpGate(GATE_PORT, { port: Number(new URL(postgres.url).port) })
  journalDir = mkdtempSync(join(tmpdir(), 'outage-journal-'))
  server = await startProductionServer(PORT, {
    DATABASE_URL: postgres.url.replace(/:\d+\//, `:${GATE_PORT}/`),
    SUBMISSION_JOURNAL_DIR: journalDir,
    CONTENT_EXPORT_PATH: exportPath,
  })
})

test.afterAll(async () => {
  await server?.stop()
  await gate?.stop()
  postgres?.stop()
  if (journalDir) rmSync(journalDir, { recursive: true, force: true })
})

const health = async (): Promise<{ status: number; body: SiteHealth }> => {
  const response = await fetch(`${server.origin}/api/health`)
  return { status: response.status, body: (await response.json()) as SiteHealth }
}

test('sign-ups sent while the database is down are thanked, kept, and stored once when it is back', async ({ browser }) => {
  test.setTimeout(90_000)
  gate.close()
  const withoutScript = uniqueEmail('outage-plain')
  const withScript = uniqueEmail('outage-script')

  await volunteerWithoutJavaScript(browser, server.origin, exportPath, withoutScript)
  const context = await browser.newContext({ baseURL: server.origin })
  await volunteerWithGoodAnswers(await context.newPage(), exportPath, 'en-US', withScript)
  await context.close()

  const during = await health()
  expect(during.status).toBe(200)
  expect(during.body).toMatchObject({ status: 'degraded', database: 'down', inbox: { kind: 'journal', entries: 2 }, outbox: null })

  gate.open()
  await expect.poll(async () => (await health()).body, { timeout: 30_000 }).toMatchObject({ status: 'ok', database: 'up', inbox: { entries: 0, oldestAgeSeconds: null } })

  const database = await openDatabase({ url: postgres.url })
  try {
    const rows = await database.query<{ email: string; copies: number }>(
      `select fields->>'email' as email, count(*)::int as copies from form_submissions where fields->>'email' = any($1::text[]) group by 1 order by 1`,
      [[withoutScript, withScript]],
    )
    expect(rows).toEqual([
      { email: withoutScript, copies: 1 },
      { email: withScript, copies: 1 },
    ].sort((a, b) => a.email.localeCompare(b.email)))
    const [outbox] = await database.query<{ count: number }>("select count(*)::int as count from outbox where topic = 'form-submission'")
    expect(outbox?.count).toBe(2)
  } finally {
    await database.close()
  }
})
