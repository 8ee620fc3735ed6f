import { describe, expect, it } from 'vitest'
import { checkExport, cleanExport, entry, localized, type TestExport } from '../../../../tests/fixtures/check-export-fixture.ts'

const fallbacks = (data: TestExport) => checkExport(data).filter((problem) => problem.check === 'fallbacks')
const find = (data: TestExport, id: string) => data.entries.find((candidate) => candidate.sys.id === id) as TestExport['entries'][number]

describe('values that fall back to another language', () => {
  it('warns about a localized field of a served entry that has an English value and no Spanish one', () => {
    const data = cleanExport()
    find(data, 'about').fields.summary = localized('About the campaign')
    find(data, 'linkAbout').fields.label = localized('About')
    expect(fallbacks(data)).toEqual([
      expect.objectContaining({ severity: 'warning', entryId: 'about', contentType: 'contentDetail', locale: 'es-MX', field: 'summary', message: 'no es-MX value: the en-US one is shown' }),
      expect.objectContaining({ severity: 'warning', entryId: 'linkAbout', contentType: 'navigationLink', locale: 'es-MX', field: 'label' }),
    ])
  })

  it('ignores fields that are not localized, fields empty in both languages, and entries nobody sees', () => {
    const data = cleanExport()
    find(data, 'volunteer').fields.successPage = { 'en-US': { sys: { type: 'Link', linkType: 'Entry', id: 'about' } } }
    data.entries.push(entry('unused', 'navigationLink', { label: localized('Unused') }))
    expect(fallbacks(data)).toEqual([])
  })

  it('is a warning only: the export still passes', () => {
    const data = cleanExport()
    find(data, 'about').fields.summary = localized('About the campaign')
    expect(checkExport(data).every((problem) => problem.severity === 'warning')).toBe(true)
  })
})
