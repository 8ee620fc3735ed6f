/** What content:check says of state pages (docs/content-model.md, "State pages"). */
import { describe, expect, it } from 'vitest'
import { checkExport, cleanExport, page } from '../../../../tests/fixtures/check-export-fixture.ts'

describe('state pages in the content check', () => {
  it('accepts a state page of the homepage and of another page, of any page type, as a clean export', () => {
    const data = cleanExport()
    data.entries.push(page('homeIowa', 'contentDetail', '/--ia'), page('aboutIowa', 'campaignHomepage', '/about--ia', {}, '/acerca--ia'))
    expect(checkExport(data)).toEqual([])
  })

  it('reports a two-letter suffix that is no state code, in the locale it is written in', () => {
    const data = cleanExport()
    data.entries.push(page('typo', 'contentDetail', '/pledge--zz', {}, '/promesa'))
    const problems = checkExport(data)
    expect(problems).toEqual([expect.objectContaining({ check: 'paths', entryId: 'typo', field: 'path', locale: 'en-US' })])
    expect(problems[0]?.message).toContain('"--zz" is no state code')
  })

  it('reports a state page whose base URL has no page', () => {
    const data = cleanExport()
    data.entries.push(page('pledgeIowa', 'contentDetail', '/pledge--ia'))
    const problems = checkExport(data)
    expect(problems.map((problem) => [problem.check, problem.entryId, problem.field, problem.locale])).toEqual([
      ['entries', 'pledgeIowa', 'path', 'en-US, es-MX'],
    ])
    expect(problems[0]?.message).toContain('no page is served at its base URL')
  })

  it('reports two state pages for the same state and URL once, as a shared URL', () => {
    const data = cleanExport()
    data.entries.push(page('aboutIowa', 'contentDetail', '/about--ia', {}, '/acerca--ia'), page('aboutIowaAgain', 'contentDetail', '/about--ia', {}, '/acerca--ia'))
    const problems = checkExport(data)
    expect(problems.map((problem) => [problem.check, problem.entryId, problem.locale])).toEqual([
      ['paths', 'aboutIowaAgain', 'en-US'],
      ['paths', 'aboutIowaAgain', 'es-MX'],
    ])
    expect(problems[0]?.message).toContain('/about (for IA visitors) is also the URL of entry aboutIowa')
  })

  it('reports an upper-case state code as no state page (the model refuses it too)', () => {
    const data = cleanExport()
    data.entries.push(page('upper', 'contentDetail', '/pledge--IA', {}, '/promesa'))
    const problems = checkExport(data)
    expect(problems).toEqual([expect.objectContaining({ check: 'paths', entryId: 'upper', field: 'path', locale: 'en-US' })])
    expect(problems[0]?.message).toContain('"--IA" is no state code')
  })
})
