/**
 * The durable inbox on Workers (ADR 065), under workerd with the queue emulated by wrangler's local
 * mode: with every connection to PostgreSQL cut (a TCP gate in front of it), a volunteer's post
 * without JavaScript lands on the thank-you page and health says "degraded" with the queue bound;
 * once PostgreSQL answers, the queue's consumer stores it, once. Its own preview of the build
 * (the suite's others reach PostgreSQL directly), started here.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { Client } from 'pg'
import { startTcpGate, type TcpGate } from '../support/tcp-gate'
import { uniqueEmail } from '../e2e/support/cms-forms'
import { volunteerWithoutJavaScript } from '../e2e/support/volunteer-without-javascript'
import { WORKERS_DATABASE_URL, WORKERS_POSTGRES } from './workerd-servers'

const exportPath = process.env.CONTENT_EXPORT_PATH?.trim() || 'content/export.json'
const PREVIEW = { port: 4662, url: 'http://127.0.0.1:4662', inspectorPort: 9662 } as const
const GATE_PORT = 4663

test.describe.configure({ mode: 'serial' })

let gate: TcpGate
let preview: ChildProcess

test.beforeAll(async () => {
  test.setTimeout(150_000)
  gate = await startTcpGate(GATE_PORT, { port: WORKERS_POSTGRES.port })
  preview = spawn(process.execPath, ['scripts/preview-cloudflare.ts', '--', '--inspector-port', String(PREVIEW.inspectorPort)], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PREVIEW.port),
      DATABASE_URL: WORKERS_DATABASE_URL.replace(`:${WORKERS_POSTGRES.port}/`, `:${GATE_PORT}/`),
      DONATION_PROVIDER: 'sandbox',
      SITE_URL: PREVIEW.url,
      CI: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await expect
    .poll(() => fetch(`${PREVIEW.url}/api/v1/shifter/zip5s/10001`).then((response) => response.status, () => 0), { timeout: 120_000, intervals: [500] })
    .toBe(200)
  // With the gate open, the site's first look at the database creates its tables; the test then
  // counts rows in them.
  await expect.poll(() => fetch(`${PREVIEW.url}/api/health`).then((response) => response.status, () => 0), { timeout: 30_000 }).toBe(200)
})

test.afterAll(async () => {
  if (preview && preview.exitCode === null) {
    const exited = new Promise((resolve) => preview.once('exit', resolve))
    preview.kill('SIGTERM')
    await exited
  }
  await gate?.stop()
})

async function storedCopies(email: string): Promise<number> {
  const client = new Client({ connectionString: WORKERS_DATABASE_URL })
  await client.connect()
  try {
    const result = await client.query<{ copies: number }>("select count(*)::int as copies from form_submissions where fields->>'email' = $1", [email])
    return result.rows[0]?.copies ?? 0
  } finally {
    await client.end()
  }
}

test('a sign-up sent while the database is cut off is thanked, queued, and stored once when it answers', async ({ browser }) => {
  test.setTimeout(90_000)
  gate.close()
  const email = uniqueEmail('workers-outage')
  await volunteerWithoutJavaScript(browser, PREVIEW.url, exportPath, email)

  const health = await fetch(`${PREVIEW.url}/api/health`)
  expect(health.status).toBe(200)
  expect(await health.json()).toMatchObject({ status: 'degraded', database: 'down', inbox: { kind: 'queue', bound: true } })
  expect(await storedCopies(email)).toBe(0)

  gate.open()
  await expect.poll(() => storedCopies(email), { timeout: 60_000 }).toBe(1)
})
