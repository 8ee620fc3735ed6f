/**
 * The issues of one content generation, told once: a log line each, and an error-reporting
 * warning each up to a cap (a broken import can mean hundreds), then one event with the count.
 */
import { formatContentIssue, type ContentIssue } from './space-snapshot.ts'

/** Sends one event; the caller has already logged it. */
export type IssueReporter = (error: Error, level: 'warning', options: { logged: true }) => string

export const MAX_ISSUE_EVENTS = 50

function issueEvent(message: string): Error {
  const event = new Error(message)
  event.name = 'ContentIssue'
  // No stack frames: error reporting then groups these by message, one group per broken field
  // rather than one for every issue this code ever reports.
  event.stack = `${event.name}: ${message}`
  return event
}

export function reportContentIssues(issues: readonly ContentIssue[], report: IssueReporter | null): void {
  for (const issue of issues) console.warn(`[content] ${formatContentIssue(issue)}`)
  if (!report) return
  for (const issue of issues.slice(0, MAX_ISSUE_EVENTS)) report(issueEvent(formatContentIssue(issue)), 'warning', { logged: true })
  if (issues.length > MAX_ISSUE_EVENTS) {
    const more = issues.length - MAX_ISSUE_EVENTS
    report(issueEvent(`The content has ${issues.length} issues; ${more} more than the ${MAX_ISSUE_EVENTS} reported one by one are in the server log`), 'warning', { logged: true })
  }
}
