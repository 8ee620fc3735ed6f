import { describe, expect, it } from 'vitest'
import { checkExport, cleanExport, page } from '../../../../tests/fixtures/check-export-fixture.ts'

describe('pages that share a URL', () => {
  it('reports a path that gives an existing URL once the "--" suffix is dropped, in that locale only', () => {
    const data = cleanExport()
    data.entries.push(page('about2026', 'contentDetail', '/about-us', {}, '/acerca--2026'))
    const problems = checkExport(data).filter((problem) => problem.field === 'path')
    expect(problems).toEqual([
      expect.objectContaining({ check: 'paths', severity: 'error', entryId: 'about2026', contentType: 'contentDetail', locale: 'es-MX' }),
    ])
    expect(problems[0]?.message).toContain('/es/acerca is also the URL of entry about (contentDetail)')
    expect(problems[0]?.message).toContain('"/acerca--2026" and "/acerca" are the same URL')
  })

  it('names the page that is served as the owner, and reports the shared path once', () => {
    const data = cleanExport()
    data.entries.push(page('copy', 'contentDetail', '/about', {}, '/acerca'))
    const problems = checkExport(data)
    expect(problems.map((problem) => [problem.check, problem.entryId, problem.locale])).toEqual([
      ['paths', 'copy', 'en-US'],
      ['paths', 'copy', 'es-MX'],
    ])
  })
})
