/**
 * The multi-process node deployment (WEB_CONCURRENCY, ADR 018) as an operator and an editor meet
 * it: the configured number of server processes answer on one port, with their records in
 * PostgreSQL; a publish that reaches one process changes the page in all of them at once; a
 * person's form limit is counted once between them; a process that dies is replaced while the
 * site keeps answering; SIGTERM ends them all.
 * Its own server and PostgreSQL, started here: the suite's other servers run one process each.
 */
import { copyFileSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { expect, test } from '@playwright/test'
import { startProductionServer, type ProductionServer } from '../../scripts/support/production-server'
import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../setup/throwaway-postgres'
import { GENERATED, WEBHOOK_SIGNING_SECRET } from './servers'
import { signContentfulRequest } from '../support/sign-contentful-request'
import { entriesOfPageType, localized, pageUrlOf } from './support/embedded-content'
import { recordVolunteerSubmission } from './support/replay-submission'

const PORT = 4317
const PROCESSES = 2
const exportPath = `${GENERATED}/multi-core-export.json`

test.describe.configure({ mode: 'serial' })

let postgres: ThrowawayPostgres
let server: ProductionServer

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const bin = findPostgresBin()
  if (!bin) throw new Error('The multi-process test needs PostgreSQL (initdb, pg_ctl): apt-get install -y postgresql')
  postgres = await startThrowawayPostgres(bin, { database: 'campaign_site_multi_core' })
  copyFileSync('content/export.json', exportPath)
  server = await startProductionServer(PORT, {
    WEB_CONCURRENCY: String(PROCESSES),
    DATABASE_URL: postgres.url,
    CONTENT_EXPORT_PATH: exportPath,
    CONTENTFUL_WEBHOOK_SIGNING_SECRET: WEBHOOK_SIGNING_SECRET,
  })
})

test.afterAll(async () => {
  await server?.stop()
  postgres?.stop()
})

/** The server processes the primary runs (Linux: /proc). */
function serverProcesses(primary: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent's pid is the fourth field, after the command in parentheses.
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === primary
      } catch {
        return false
      }
    })
    .map(Number)
}

/** A GET on a connection of its own: the processes take connections in turn, so requests spread over all of them. */
function getOnNewConnection(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port: PORT, path, agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    }).on('error', reject)
  })
}

test('the configured number of server processes answer on one port', async () => {
  expect(serverProcesses(server.pid)).toHaveLength(PROCESSES)
  const answers = await Promise.all(Array.from({ length: 8 }, () => getOnNewConnection('/')))
  expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
})

test('a publish webhook that reaches one process changes the page in every process at once', async () => {
  const entry = entriesOfPageType(exportPath, 'contentDetail')[0]!
  const url = pageUrlOf(entry, 'en-US')
  // Every process has the page as it was, fresh in its page cache, as under traffic.
  for (let round = 0; round < 2 * PROCESSES; round++) expect((await getOnNewConnection(url)).body).toContain(localized(entry, 'title', 'en-US')!)

  const data = JSON.parse(readFileSync(exportPath, 'utf8')) as { entries: { sys: { id: string }; fields: Record<string, Record<string, string>> }[] }
  const edited = data.entries.find((candidate) => candidate.sys.id === entry.sys.id)!
  const title = `Published to every process at ${Date.now()}`
  edited.fields.title = { ...edited.fields.title, 'en-US': title }
  writeFileSync(`${exportPath}.edit`, JSON.stringify(data))
  renameSync(`${exportPath}.edit`, exportPath)

  const body = JSON.stringify({ sys: { id: entry.sys.id, type: 'Entry', contentType: { sys: { id: 'contentDetail' } } }, fields: edited.fields })
  const webhook = await fetch(`http://127.0.0.1:${PORT}/api/webhooks/contentful`, {
    method: 'POST',
    headers: signContentfulRequest(WEBHOOK_SIGNING_SECRET, { path: '/api/webhooks/contentful', headers: { 'content-type': 'application/json' }, body }),
    body,
  })
  expect(webhook.status).toBe(200)
  // The webhook answers once every process has the new content (then a CDN purge is safe): no wait.
  const answers = await Promise.all(Array.from({ length: 2 * PROCESSES }, () => getOnNewConnection(url)))
  expect(answers.map((answer) => answer.body.includes(`<title>${title}</title>`))).toEqual(Array(2 * PROCESSES).fill(true))
})

test('one person’s sign-up is let through three times between all the processes, not three from each', async ({ page, playwright }) => {
  const submission = await recordVolunteerSubmission(page, exportPath, `multi-core-${Date.now()}@example.org`, `http://127.0.0.1:${PORT}`)
  const outcomes = []
  for (let attempt = 0; attempt < 4 * PROCESSES; attempt++) {
    // A connection of its own each time: the processes take connections in turn.
    const request = await playwright.request.newContext()
    outcomes.push(await submission.send(request))
    await request.dispose()
  }
  expect(outcomes).toEqual([...Array<string>(3).fill('stored'), ...Array<string>(4 * PROCESSES - 3).fill('rateLimited')])
})

test('a server process that dies is replaced, and the site keeps answering', async () => {
  const [victim] = serverProcesses(server.pid)
  process.kill(victim!, 'SIGKILL')
  await expect.poll(() => serverProcesses(server.pid).filter((pid) => pid !== victim).length, { timeout: 15_000 }).toBe(PROCESSES)
  const answers = await Promise.all(Array.from({ length: 6 }, () => getOnNewConnection('/')))
  expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
})

test('SIGTERM ends the primary and every server process', async () => {
  const children = serverProcesses(server.pid)
  await server.stop()
  // A process that has ended but not been reaped (a zombie, state Z) is not running.
  const alive = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z'
    } catch {
      return false
    }
  }
  expect([server.pid, ...children].filter(alive)).toEqual([])
})
