import { describe, expect, it } from 'vitest'
import type { ContentProblem } from './content-problem.ts'
import { formatJsonReport, formatTextReport } from './format-report.ts'

const summary = { source: 'export file test.json', pages: { 'en-US': 3, 'es-MX': 2 } }
const problems: ContentProblem[] = [
  { check: 'links', severity: 'error', entryId: 'nav1', contentType: 'navigationLink', locale: 'es-MX', field: 'url', message: '"/x" leads to /es/x, where no page is served in es-MX' },
  { check: 'fallbacks', severity: 'warning', entryId: 'page1', contentType: 'contentDetail', locale: 'es-MX', field: 'summary', message: 'no es-MX value: the en-US one is shown' },
  { check: 'entries', severity: 'error', entryId: 'page2', contentType: 'contentDetail', field: 'title', message: 'required' },
]

describe('the content check report', () => {
  it('groups problems under headings in a fixed order, one line each with entry, content type, locale and field', () => {
    const text = formatTextReport(problems, summary)
    expect(text).toBe(
      [
        'Checked export file test.json: pages served 3 in en-US, 2 in es-MX.',
        '',
        'Entries left out of the site (1)',
        '  error   entry page2 (contentDetail), field title: required',
        '',
        'Links to missing pages (1)',
        '  error   entry nav1 (navigationLink), es-MX, field url: "/x" leads to /es/x, where no page is served in es-MX',
        '',
        'Values that fall back to another language (1)',
        '  warning entry page1 (contentDetail), es-MX, field summary: no es-MX value: the en-US one is shown',
        '',
        '2 errors, 1 warning.',
        '',
      ].join('\n'),
    )
  })

  it('says so when there is nothing to report', () => {
    expect(formatTextReport([], summary)).toContain('No problems found.')
  })

  it('gives the same problems as JSON with counts', () => {
    expect(JSON.parse(formatJsonReport(problems, summary))).toEqual({ ...summary, errors: 2, warnings: 1, problems })
  })
})
