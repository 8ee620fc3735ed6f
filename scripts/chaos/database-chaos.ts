/**
 * npm run chaos -- database: the site's own database goes away during a steady stream of
 * sign-ups and gifts, a server process is killed meanwhile, and the run counts what came out
 * (chaos-tally.ts). Two targets:
 *
 * - postgres (the default): a PostgreSQL cluster the run creates in a temporary directory
 *   (restartable-postgres.ts; it never touches another database), two server processes
 *   (WEB_CONCURRENCY=2). PostgreSQL is stopped for the outage (as a crash or failover drops it);
 *   halfway through, one server process is killed with SIGKILL (its primary starts another).
 * - embedded: one server process on an embedded database in a temporary directory. At the
 *   outage it is killed with SIGKILL; a second process takes the directory's lock
 *   (hold-embedded-lock.ts) while the server is started again, and holds it for the outage.
 *
 * Then traffic goes on for a while, the provider delivers again every gift not answered as stored
 * (it retries a 503), the run waits (bounded) for the CRM receiver to have every sign-up answered
 * as stored, and prints the table. Everything it started is stopped by process id at the end, on
 * failure and on Ctrl-C.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startCrmReceiver } from '../support/crm-receiver-server.ts'
import { localized, pageUrlOf, readExport } from '../../tests/e2e/support/embedded-content.ts'
import { openDatabase, type Database } from '../../src/server/database/database.server.ts'
import { chaosTable, keptEverything, tallyKind } from './chaos-tally.ts'
import { startRestartablePostgres } from './restartable-postgres.ts'
import { childrenOf, onUndo, startNode, undoAll, waitUntil, type StartedProcess } from './started-processes.ts'
import { startVisitorStream, type SignUpForm } from './visitor-stream.ts'

type DatabaseChaosOptions = {
  target: 'postgres' | 'embedded'
  outageSeconds: number
  /** Steady traffic before the outage and after it. */
  calmSeconds: number
  /** How long the provider's retries and the CRM's deliveries may take after the traffic stops. */
  recoverySeconds: number
  signUpsPerSecond: number
  giftsPerSecond: number
  /** The first of the ports the run uses (site, CRM receiver, PostgreSQL). */
  port: number
  exportPath: string
}

const CRM_SECRET = 'chaos-crm-secret-0123456789'
const GIFT_SECRET = 'chaos-provider-secret-0123456789'

const seconds = (count: number) => new Promise((resolve) => setTimeout(resolve, count * 1000))
const say = (line: string) => console.info(`chaos ${new Date().toISOString().slice(11, 19)}  ${line}`)

/** The export's first page with a sign-up form (one that asks for an email): where the sign-ups go, with the fields it asks. */
function signUpFormOf(exportPath: string): SignUpForm {
  for (const entry of readExport(exportPath).entries) {
    const form = entry.fields.form?.['en-US'] as { fields?: SignUpForm['fields'] } | undefined
    const path = localized(entry, 'path', 'en-US')
    if (path && form?.fields?.some((field) => field.kind === 'email')) return { path: pageUrlOf(entry, 'en-US'), fields: form.fields }
  }
  throw new Error(`${exportPath} has no page with a sign-up form (one asking for an email): the run sends its sign-ups there`)
}

export async function runDatabaseChaos(options: DatabaseChaosOptions): Promise<boolean> {
  if (!existsSync('.output/server/worker.mjs')) throw new Error('No production build: run `npm run build` first')
  const runId = Date.now().toString(36)
  const work = mkdtempSync(join(tmpdir(), 'campaign-site-chaos-'))
  const logFile = join(work, 'servers.log')
  const embeddedDir = join(work, 'pglite')
  const origin = `http://127.0.0.1:${options.port}`
  const form = signUpFormOf(options.exportPath)
  const emailField = form.fields.find((field) => field.kind === 'email')!.name

  const crm = await startCrmReceiver({ port: options.port + 1, secret: CRM_SECRET })
  onUndo(() => crm.close())
  const postgres = options.target === 'postgres' ? await startRestartablePostgres(options.port + 2) : undefined
  if (postgres) onUndo(postgres.remove)

  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    PORT: String(options.port),
    CONTENT_EXPORT_PATH: options.exportPath,
    // As behind a CDN: each visitor is the address the proxy forwarded (the per-address limits count visitors, not the run).
    TRUST_PROXY: 'true',
    SITE_URL: origin,
    // A deployment (SITE_URL) takes the sandbox's gifts only when told to.
    DONATION_PROVIDER: 'sandbox',
    CRM_WEBHOOK_URL: crm.url,
    CRM_WEBHOOK_SECRET: CRM_SECRET,
    DONATION_WEBHOOK_SECRET: GIFT_SECRET,
    // Shared by the server processes, as a deployment's secrets are.
    FORM_KEY_SECRET: 'chaos-form-key-secret-0123456789',
    EXPERIMENTS_SIGNING_SECRET: 'chaos-experiments-secret-0123456789',
    // The data directory the run owns, for whatever a server keeps on disk: the embedded database
    // and the journal of what the database could not take (ADR 065).
    EMBEDDED_DATABASE_DIR: embeddedDir,
    SUBMISSION_JOURNAL_DIR: join(work, 'journal'),
    WEB_CONCURRENCY: postgres ? '2' : '1',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  }
  const startSite = async (): Promise<StartedProcess> => {
    const site = startNode(['scripts/serve.ts'], env, logFile)
    await waitUntil('the site answers', async () => (await fetch(`${origin}/robots.txt`)).ok, 60_000, site)
    return site
  }

  try {
    say(`the servers' log: ${logFile}`)
    say(`target ${options.target}; site ${origin} (${postgres ? 'two server processes' : 'one server process'}), CRM receiver ${crm.url}${postgres ? `, PostgreSQL ${postgres.url}` : `, embedded database ${embeddedDir}`}`)
    let site = await startSite()
    const stream = startVisitorStream({ origin, form, giftSecret: GIFT_SECRET, signUpsPerSecond: options.signUpsPerSecond, giftsPerSecond: options.giftsPerSecond, runId })
    say(`sending ${options.signUpsPerSecond} sign-ups and ${options.giftsPerSecond} gifts a second; ${options.calmSeconds} s of steady traffic`)
    await seconds(options.calmSeconds)

    if (postgres) {
      say(`PostgreSQL stopped (immediate) for ${options.outageSeconds} s`)
      postgres.stop()
      await seconds(options.outageSeconds / 2)
      const victim = childrenOf(site.pid)[0]
      if (victim === undefined) throw new Error('no server process to kill')
      say(`server process ${victim} killed (SIGKILL)`)
      process.kill(victim, 'SIGKILL')
      await seconds(options.outageSeconds / 2)
      postgres.start()
      say('PostgreSQL started again')
    } else {
      say(`server process ${site.pid} killed (SIGKILL)`)
      process.kill(site.pid, 'SIGKILL')
      await site.exited
      const holder = startNode(['scripts/chaos/hold-embedded-lock.ts', embeddedDir], {}, logFile)
      await waitUntil('the second process holds the lock', async () => readFileSync(`${embeddedDir}.lock`, 'utf8').trim() === String(holder.pid), 30_000, holder)
      say(`process ${holder.pid} holds the embedded database; the server is started again`)
      site = await startSite()
      await seconds(options.outageSeconds)
      await holder.stop()
      say(`process ${holder.pid} let go of the embedded database after ${options.outageSeconds} s`)
    }

    say(`${options.calmSeconds} s of steady traffic after the outage`)
    await seconds(options.calmSeconds)
    const { signUps, firstGiftAnswers } = await stream.stop()
    say(`traffic stopped: ${signUps.length} sign-ups and ${firstGiftAnswers.length} gifts sent; the provider delivers again the gifts not answered as stored`)
    const recoveryEnds = Date.now() + options.recoverySeconds * 1000
    const gifts = await stream.redeliverGifts(firstGiftAnswers, recoveryEnds)

    const crmIds = () => crm.deliveries.map((delivery) => String((delivery.body as { data?: { fields?: Record<string, unknown> } }).data?.fields?.[emailField] ?? ''))
    const told = signUps.filter((one) => one.everStored).map((one) => one.id)
    // On PostgreSQL the run also waits for the outbox to empty: a row a killed process had claimed
    // comes due again once its lease runs out, and a second delivery of it is a duplicate to count.
    const watched = postgres ? await openDatabase({ url: postgres.url }) : undefined
    say(`waiting (up to ${Math.max(0, Math.round((recoveryEnds - Date.now()) / 1000))} s) for the CRM receiver to have the ${told.length} sign-ups answered as stored${watched ? ' and the outbox to empty' : ''}`)
    await waitUntil('every sign-up answered as stored at the CRM', async () => {
      const delivered = new Set(crmIds())
      return told.every((id) => delivered.has(id)) && (!watched || (await outboxWaiting(watched)) === 0)
    }, Math.max(1_000, recoveryEnds - Date.now()))
      .catch((error: Error) => say(error.message))
      .finally(() => watched?.close())

    // The embedded database serves one process: the server lets go of it before the run reads it.
    if (!postgres) await site.stop()
    const database = await openDatabase(postgres ? { url: postgres.url } : { embeddedDir })
    const facts = await readFacts(database, emailField, runId).finally(() => database.close())
    const submissions = tallyKind({ sent: signUps, inDatabase: facts.signUps, atCrm: crmIds().filter((id) => id.startsWith(`chaos-${runId}-`)) })
    const giftTally = tallyKind({ sent: gifts, inDatabase: facts.gifts, resent: true })
    console.info(`\n${chaosTable({ submissions, gifts: giftTally })}\n`)
    if (facts.outboxWaiting > 0) say(`${facts.outboxWaiting} outbox rows were still undelivered at the end: a later delivery of one of them may still be a duplicate`)
    const kept = keptEverything(submissions) && keptEverything(giftTally)
    say(kept ? 'nothing answered as stored was lost or duplicated' : 'FAILED: something answered as stored was lost or duplicated')
    return kept
  } finally {
    await undoAll()
    // The servers' log is kept for reading; the database and everything else goes.
    rmSync(embeddedDir, { recursive: true, force: true })
    rmSync(`${embeddedDir}.lock`, { force: true })
  }
}

async function readFacts(database: Database, emailField: string, runId: string) {
  const signUps = await database.query<{ id: string }>('select fields->>$1 as id from form_submissions where fields->>$1 like $2', [emailField, `chaos-${runId}-%`])
  const gifts = await database.query<{ id: string }>('select order_number as id from contributions where order_number like $1', [`CHAOS-${runId}-%`])
  return { signUps: signUps.map((row) => row.id), gifts: gifts.map((row) => row.id), outboxWaiting: await outboxWaiting(database) }
}

async function outboxWaiting(database: Database): Promise<number> {
  const [row] = await database.query<{ waiting: number }>('select count(*)::int as waiting from outbox where delivered_at is null and dead_at is null')
  return row?.waiting ?? 0
}
