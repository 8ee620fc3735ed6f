import { describe, expect, it } from 'vitest'
import { checkExport, cleanExport, entry, link, localized, page, type TestExport } from '../../../../tests/fixtures/check-export-fixture.ts'

const modelProblems = (data: TestExport) => checkExport(data).filter((problem) => problem.check === 'model')
const find = (data: TestExport, id: string) => data.entries.find((candidate) => candidate.sys.id === id) as TestExport['entries'][number]

describe('values the content model does not allow', () => {
  it('reports a failed regexp and size per locale, with the message the model gives when it has one', () => {
    const data = cleanExport()
    data.entries.push(page('long', 'contentDetail', '/long', { summary: localized('x'.repeat(301), 'corto') }))
    const type = data.contentTypes.find((candidate) => candidate.sys.id === 'navigationLink')
    type?.fields.push({ id: 'note', type: 'Symbol', validations: [{ regexp: { pattern: '^[a-z]+$' }, message: 'Lowercase letters only.' }] })
    find(data, 'linkAbout').fields.note = { 'en-US': 'Not OK' }
    expect(modelProblems(data)).toEqual([
      expect.objectContaining({ entryId: 'linkAbout', locale: 'en-US', field: 'note', message: 'Lowercase letters only.' }),
      expect.objectContaining({ entryId: 'long', locale: 'en-US', field: 'summary', message: 'expected at most 300 characters, got 301' }),
    ])
  })

  it('reports a required field left empty in the default locale, a wrong type, a field the type lacks and a link to the wrong type', () => {
    const data = cleanExport()
    find(data, 'linkVolunteer').fields.label = localized('', 'Voluntariado')
    find(data, 'linkAbout').fields.colour = { 'en-US': 'red' }
    find(data, 'volunteer').fields.successPage = { 'en-US': link('about') }
    find(data, 'linkAbout').fields.url = localized(42)
    const problems = modelProblems(data).map((problem) => [problem.entryId, problem.field, problem.message])
    expect(problems).toContainEqual(['linkVolunteer', 'label', 'required, but not filled in'])
    expect(problems).toContainEqual(['linkAbout', 'colour', 'the navigationLink content type has no field colour'])
    expect(problems).toContainEqual(['volunteer', 'successPage', 'links to a contentDetail; expected customFormPage'])
    expect(problems).toContainEqual(['linkAbout', 'url', 'expected a short text'])
  })

  it('checks each item of a list', () => {
    const data = cleanExport()
    data.entries.push(entry('stray', 'contentDetail', { title: localized('Stray'), path: localized('/stray') }))
    find(data, 'settings').fields.navigationLinks = { 'en-US': [link('linkAbout'), link('stray')] }
    expect(modelProblems(data)).toEqual([expect.objectContaining({ entryId: 'settings', field: 'navigationLinks', message: 'item 2: links to a contentDetail; expected navigationLink' })])
  })

  it('does not repeat a field the site already reported', () => {
    const data = cleanExport()
    delete find(data, 'about').fields.title
    const problems = checkExport(data).filter((problem) => problem.entryId === 'about' && problem.field === 'title')
    expect(problems.map((problem) => problem.check)).toEqual(['entries'])
  })
})
