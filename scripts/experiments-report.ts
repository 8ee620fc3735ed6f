/**
 * `npm run experiments:report [-- --experiment <name>] [--since YYYY-MM-DD] [--format table|csv|json]`:
 * per experiment and variation the visitors, gifts, rates, dollars and sign-ups, with lifts against
 * the baseline and the sample-ratio check (docs/decisions/028-experiment-results.md). Test gifts are
 * counted only when this configuration runs the sandbox provider.
 */
import { parseArgs } from 'node:util'
import { getConfig } from '../app.config.ts'
import { openDatabase } from '../src/server/database/database.server.ts'
import { experimentResults } from '../src/server/experiments/results/results-query.server.ts'
import { formatReport, type ReportFormat } from '../src/server/experiments/results/report-formats.ts'

const FORMATS: readonly ReportFormat[] = ['table', 'csv', 'json']

const { values } = parseArgs({
  options: {
    experiment: { type: 'string' },
    since: { type: 'string' },
    format: { type: 'string', default: 'table' },
  },
})

const format = FORMATS.find((known) => known === values.format)
if (!format) {
  console.error(`--format: expected one of ${FORMATS.join(', ')} (got ${JSON.stringify(values.format)})`)
  process.exit(2)
}
const since = values.since === undefined ? null : new Date(values.since)
if (since && Number.isNaN(since.getTime())) {
  console.error(`--since: expected a date such as 2026-11-01 (got ${JSON.stringify(values.since)})`)
  process.exit(2)
}

const config = getConfig()
const database = await openDatabase({ url: config.databaseUrl, embeddedDir: config.embeddedDatabaseDir })
try {
  const results = await experimentResults(database, { experiment: values.experiment, since, testGifts: config.donation.sandbox, signingSecret: config.experimentsSigningSecret })
  process.stdout.write(formatReport(results, format))
} finally {
  await database.close()
}
