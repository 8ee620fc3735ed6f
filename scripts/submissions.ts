/**
 * npm run submissions -- <command>: what an operator needs of the site's own records.
 *   list                          how many submissions each form has, and the outbox's state
 *   export --form <name> [--since YYYY-MM-DD]   one form's submissions as CSV on stdout
 *   health                        the journal (what waits for the database, ADR 065) and the CRM
 *                                 outbox: backlog, oldest age, dead letters; exits 1 when either's
 *                                 age limit (OUTBOX_MAX_AGE_MINUTES) is passed, the journal is nearly
 *                                 full, a dead letter waits or the database cannot be opened
 *   requeue --all | --id <n>      dead letters back in the queue, due at once
 * Uses the same database as the server (DATABASE_URL, or the embedded one under .data/).
 * The embedded database allows one process at a time: stop the server before using it there.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { getConfig } from '../app.config.ts'
import { openDatabase, type Database } from '../src/server/database/database.server.ts'
import { openJournal } from '../src/server/inbox/journal.server.ts'
import { journalHealth } from '../src/server/inbox/site-health.server.ts'
import { journalHealthReport } from './journal-health-report.ts'
import { deadLetters, outboxBacklog, requeueDeadLetters } from '../src/server/outbox/outbox-backlog.server.ts'
import { outboxHealthReport } from './outbox-health-report.ts'
import { submissionsCsv, type SubmissionRow } from './submissions-csv.ts'

const USAGE = 'usage: npm run submissions -- list | export --form <name> [--since YYYY-MM-DD] | health | requeue --all | --id <n>'
const COMMANDS = ['list', 'export', 'health', 'requeue']

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { form: { type: 'string' }, since: { type: 'string' }, all: { type: 'boolean' }, id: { type: 'string', multiple: true } },
})
const command = positionals[0]
if (!command || !COMMANDS.includes(command)) {
  console.error(USAGE)
  process.exit(2)
}
const requeueIds = (values.id ?? []).map(Number)
if (command === 'requeue' && (Boolean(values.all) === requeueIds.length > 0 || !requeueIds.every(Number.isSafeInteger))) {
  console.error(`requeue needs --all, or --id <n> (as often as needed). ${USAGE}`)
  process.exit(2)
}
if (command === 'export' && !values.form) {
  console.error(`export needs --form <name>. ${USAGE}`)
  process.exit(2)
}
if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) {
  console.error('--since takes a date like 2026-11-01')
  process.exit(2)
}

const config = getConfig()
// The journal is read first, from its files: it matters most when the database cannot be opened.
const journal =
  command === 'health'
    ? journalHealthReport(
        journalHealth(await openJournal(resolve(config.submissionJournal.dir), config.submissionJournal).depth(), config.submissionJournal.maxBytes),
        config.outbox.maxAgeMinutes,
      )
    : null
let database: Database
try {
  database = await openDatabase({ url: config.databaseUrl, embeddedDir: config.embeddedDatabaseDir })
} catch (error) {
  if (journal) process.stdout.write(`${journal.lines.join('\n')}\n`)
  console.error(`database: cannot be opened (${error instanceof Error ? error.message : String(error)})`)
  if (journal) console.info('UNHEALTHY')
  process.exit(1)
}
try {
  if (command === 'list') {
    const forms = await database.query<{ form: string; count: number; latest: Date }>(
      'select form, count(*)::int as count, max(created_at) as latest from form_submissions group by form order by form',
    )
    for (const row of forms) console.info(`${row.form.padEnd(28)} ${String(row.count).padStart(7)}  latest ${row.latest.toISOString()}`)
    const backlog = await outboxBacklog(database)
    const { count: dead } = await deadLetters(database, 0)
    console.info(`outbox: ${backlog.waiting} waiting for the CRM (${backlog.backingOff} after a failed attempt), ${dead} dead letters`)
  } else if (command === 'health') {
    const report = outboxHealthReport(await outboxBacklog(database), await deadLetters(database), config.outbox.maxAgeMinutes, journal ?? undefined)
    process.stdout.write(report.text)
    process.exitCode = report.healthy ? 0 : 1
  } else if (command === 'requeue') {
    const count = await requeueDeadLetters(database, values.all ? 'all' : requeueIds)
    console.info(`${count} dead letters back in the queue; a running server delivers them within seconds`)
  } else {
    const rows = await database.query<SubmissionRow>(
      `select id, form, locale, page_path, created_at, refcode, refcode2, fields from form_submissions
       where form = $1 and ($2::date is null or created_at >= $2::date) order by created_at, id`,
      [values.form, values.since ?? null],
    )
    process.stdout.write(submissionsCsv(rows))
  }
} finally {
  await database.close()
}
