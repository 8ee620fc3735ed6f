/**
 * npm run submissions -- <command>: what an operator needs of the site's own records.
 *   list                          how many submissions each form has, and the outbox's state
 *   export --form <name> [--since YYYY-MM-DD]   one form's submissions as CSV on stdout
 * Uses the same database as the server (DATABASE_URL, or the embedded one under .data/).
 * The embedded database allows one process at a time: stop the server before using it there.
 */
import { parseArgs } from 'node:util'
import { getConfig } from '../app.config.ts'
import { openDatabase } from '../src/server/database/database.server.ts'
import { submissionsCsv, type SubmissionRow } from './submissions-csv.ts'

const USAGE = 'usage: npm run submissions -- list | export --form <name> [--since YYYY-MM-DD]'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { form: { type: 'string' }, since: { type: 'string' } },
})
const command = positionals[0]
if (command !== 'list' && command !== 'export') {
  console.error(USAGE)
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
const database = await openDatabase({ url: config.databaseUrl, embeddedDir: config.embeddedDatabaseDir })
try {
  if (command === 'list') {
    const forms = await database.query<{ form: string; count: number; latest: Date }>(
      'select form, count(*)::int as count, max(created_at) as latest from form_submissions group by form order by form',
    )
    for (const row of forms) console.info(`${row.form.padEnd(28)} ${String(row.count).padStart(7)}  latest ${row.latest.toISOString()}`)
    const [outbox] = await database.query<{ pending: number; failing: number }>(
      'select count(*) filter (where delivered_at is null)::int as pending, count(*) filter (where delivered_at is null and last_error is not null)::int as failing from outbox',
    )
    console.info(`outbox: ${outbox?.pending ?? 0} waiting for the CRM (${outbox?.failing ?? 0} after a failed attempt)`)
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
