/** The report of `npm run content:check`: grouped, one readable line per problem, or JSON. */
import { CHECK_TITLES, type CheckName, type ContentProblem } from './content-problem.ts'

export type ReportSummary = { source: string; pages: Readonly<Record<string, number>> }

const count = (amount: number, noun: string) => `${amount} ${noun}${amount === 1 ? '' : 's'}`

function line(problem: ContentProblem): string {
  const where = [`entry ${problem.entryId} (${problem.contentType})`, problem.locale, `field ${problem.field}`].filter(Boolean).join(', ')
  return `  ${problem.severity.padEnd(7)} ${where}: ${problem.message}`
}

export function formatTextReport(problems: readonly ContentProblem[], summary: ReportSummary): string {
  const pages = Object.entries(summary.pages)
    .map(([locale, amount]) => `${amount} in ${locale}`)
    .join(', ')
  const lines = [`Checked ${summary.source}: pages served ${pages}.`]
  for (const check of Object.keys(CHECK_TITLES) as CheckName[]) {
    const group = problems.filter((problem) => problem.check === check)
    if (group.length === 0) continue
    lines.push('', `${CHECK_TITLES[check]} (${group.length})`, ...group.map(line))
  }
  const errors = problems.filter((problem) => problem.severity === 'error').length
  const warnings = problems.length - errors
  lines.push('', errors === 0 && warnings === 0 ? 'No problems found.' : `${count(errors, 'error')}, ${count(warnings, 'warning')}.`)
  return `${lines.join('\n')}\n`
}

export function formatJsonReport(problems: readonly ContentProblem[], summary: ReportSummary): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length
  return `${JSON.stringify({ ...summary, errors, warnings: problems.length - errors, problems }, null, 2)}\n`
}
