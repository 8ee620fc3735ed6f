import { describe, expect, it } from 'vitest'
import { checkExport, cleanExport, localized, type TestExport } from '../../../../tests/fixtures/check-export-fixture.ts'
import { hasErrors } from './content-problem.ts'
import { parseContentTypes } from './content-types.ts'

const find = (data: TestExport, id: string) => data.entries.find((candidate) => candidate.sys.id === id) as TestExport['entries'][number]

describe('content check', () => {
  it('finds nothing in a clean export', () => {
    expect(checkExport(cleanExport())).toEqual([])
  })

  it('reports a page-type field the page is served without as an error in the fields group', () => {
    const data = cleanExport()
    delete find(data, 'volunteer').fields.form
    const problems = checkExport(data)
    expect(problems).toEqual([expect.objectContaining({ check: 'fields', severity: 'error', entryId: 'volunteer', contentType: 'customFormPage', field: 'form' })])
    expect(hasErrors(problems)).toBe(true)
  })

  it('reports an entry the site leaves out as an error in the entries group', () => {
    const data = cleanExport()
    find(data, 'about').fields.path = localized('about', 'acerca')
    expect(checkExport(data)).toContainEqual(expect.objectContaining({ check: 'entries', severity: 'error', entryId: 'about', field: 'path' }))
  })

  it('reports a content type it cannot read instead of failing', () => {
    const { contentTypes, problems } = parseContentTypes([{ sys: { id: 'broken' }, fields: 'none' }, { sys: { id: 'fine' }, fields: [] }])
    expect(contentTypes.map((type) => type.sys.id)).toEqual(['fine'])
    expect(problems).toEqual([expect.objectContaining({ check: 'model', entryId: 'broken', contentType: 'contentType', field: 'fields' })])
  })
})
