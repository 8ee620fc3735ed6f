import { describe, expect, it } from 'vitest'
import { checkExport, cleanExport, form, localized, page, type TestExport } from '../../../../tests/fixtures/check-export-fixture.ts'
import { formDifferences } from './form-locales.ts'

const formProblems = (data: TestExport) => checkExport(data).filter((problem) => problem.check === 'forms')
const volunteer = (data: TestExport) => data.entries.find((entry) => entry.sys.id === 'volunteer') as TestExport['entries'][number]

describe('forms that differ between languages', () => {
  it('accepts translated words over the same fields', () => {
    expect(formProblems(cleanExport())).toEqual([])
  })

  it('reports a Spanish form with another field name or kind, and a missing field', () => {
    const data = cleanExport()
    volunteer(data).fields.form = localized(form([['email', 'email'], ['zip', 'zip']]), form([['correo', 'email']], 'es'))
    const problems = formProblems(data)
    expect(problems).toEqual([expect.objectContaining({ entryId: 'volunteer', contentType: 'customFormPage', locale: 'es-MX', field: 'form', severity: 'error' })])
    expect(problems[0]?.message).toContain('en-US has 2 fields, es-MX 1')
    expect(problems[0]?.message).toContain('field 1 is "email" (email), required in en-US but "correo" (email), required in es-MX')
  })

  it('leaves a form without a Spanish value alone: the English one is shown in both', () => {
    const data = cleanExport()
    volunteer(data).fields.form = localized(form([['email', 'email']]))
    expect(formProblems(data)).toEqual([])
  })

  it('compares the forms of do-stuff-now actions by key, and the keys themselves', () => {
    const data = cleanExport()
    const action = (key: string, fields: Array<[string, string]>, language: 'en' | 'es') => ({ key, kind: 'form', title: key, form: form(fields, language) })
    data.entries.push(
      page('act', 'customFormPage', '/act', {
        settings: { 'en-US': { type: 'doStuffNow' } },
        actions: localized(
          { actions: [action('pledge', [['email', 'email']], 'en'), action('poll', [['choice', 'radio']], 'en')] },
          { actions: [action('pledge', [['email', 'text']], 'es'), action('encuesta', [['choice', 'radio']], 'es')] },
        ),
      }),
    )
    expect(formProblems(data).map((problem) => problem.field)).toEqual(['actions', 'actions.pledge.form'])
  })

  it('compares option values, required and autocomplete, not labels', () => {
    const base = { fields: [{ name: 'when', kind: 'radio', label: 'When', options: [{ value: 'am', label: 'Morning' }] }] }
    const translated = { fields: [{ name: 'when', kind: 'radio', label: 'Cuándo', options: [{ value: 'am', label: 'Mañana' }] }] }
    const changed = { fields: [{ name: 'when', kind: 'radio', label: 'Cuándo', required: true, options: [{ value: 'manana', label: 'Mañana' }] }] }
    expect(formDifferences(base, translated, 'en-US', 'es-MX')).toEqual([])
    expect(formDifferences(base, changed, 'en-US', 'es-MX')).toEqual(['field 1 is "when" (radio), options am in en-US but "when" (radio), required, options manana in es-MX'])
  })
})
