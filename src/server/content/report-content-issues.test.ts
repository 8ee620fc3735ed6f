import { describe, expect, it, vi } from 'vitest'
import { MAX_ISSUE_EVENTS, reportContentIssues } from './report-content-issues.ts'
import type { ContentIssue } from './space-snapshot.ts'

const issue = (n: number): ContentIssue => ({
  entryId: `entry${n}`,
  contentType: 'contentDetail',
  locale: 'es-MX',
  field: 'title',
  message: 'Invalid input: expected string, received undefined',
  skipped: 'entry',
})

describe('reportContentIssues', () => {
  it('logs each issue and sends each as a warning event naming entry, content type, locale, field and what was expected', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const report = vi.fn(() => 'ref')
    reportContentIssues([issue(1), issue(2)], report)

    expect(warnings).toHaveBeenCalledTimes(2)
    expect(report).toHaveBeenCalledTimes(2)
    const [event, level, options] = report.mock.calls[0] as unknown as [Error, string, unknown]
    expect(level).toBe('warning')
    expect(options).toEqual({ logged: true })
    for (const part of ['entry1', 'contentDetail', 'es-MX', 'title', 'expected string']) expect(event.message).toContain(part)
    expect(String(warnings.mock.calls[0]?.[0])).toContain('entry1')
  })

  it('sends no stack frames, so events group by what is broken rather than all in one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const report = vi.fn(() => 'ref')
    reportContentIssues([issue(1)], report)
    const [event] = report.mock.calls[0] as unknown as [Error]
    expect(event.name).toBe('ContentIssue')
    expect(event.stack?.split('\n')).toHaveLength(1)
  })

  it('sends at most 50 events, then one with the count; every issue still gets its log line', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const report = vi.fn(() => 'ref')
    reportContentIssues(Array.from({ length: 130 }, (_, n) => issue(n)), report)

    expect(MAX_ISSUE_EVENTS).toBe(50)
    expect(warnings).toHaveBeenCalledTimes(130)
    expect(report).toHaveBeenCalledTimes(51)
    const [summary] = report.mock.calls[50] as unknown as [Error]
    expect(summary.message).toContain('130')
  })

  it('only logs when there is no one to report to', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    reportContentIssues([issue(1)], null)
    expect(warnings).toHaveBeenCalledTimes(1)
  })
})
