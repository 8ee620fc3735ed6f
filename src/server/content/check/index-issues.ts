/**
 * The problems the content index itself finds while building the site (ContentIssue): an entry
 * left out is an error, and so is a field left out (a page or site region shown without it), and
 * a path served as it is that was likely meant otherwise (a suffix that is no state code).
 */
import type { ContentIndex } from '../content-index.ts'
import type { ContentProblem } from './content-problem.ts'

export function indexIssueProblems(index: ContentIndex): ContentProblem[] {
  return index.issues.map((issue) => ({
    check: issue.skipped === 'field' ? 'fields' : issue.skipped === 'nothing' ? 'paths' : 'entries',
    severity: 'error',
    entryId: issue.entryId,
    contentType: issue.contentType,
    ...(issue.locale ? { locale: issue.locale } : {}),
    field: issue.field,
    message: issue.message,
  }))
}
