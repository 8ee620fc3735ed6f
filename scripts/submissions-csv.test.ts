import { describe, expect, it } from 'vitest'
import { submissionsCsv } from './submissions-csv'

const at = new Date('2026-11-20T15:04:05.000Z')

describe('the submissions export', () => {
  it('has the refcodes, one column per answer seen, and quotes what needs quoting', () => {
    const csv = submissionsCsv([
      { id: 'a', form: 'volunteer', locale: 'en-US', page_path: '/volunteer', created_at: at, refcode: 'spring_email', refcode2: 'homeHero_bold', fields: { firstName: 'Ana', interests: ['canvass', 'calls'] } },
      { id: 'b', form: 'volunteer', locale: 'es-MX', page_path: '/es/voluntariado', created_at: at, fields: { firstName: 'Luis "Lucho", Jr.', comments: 'line\nbreak' } },
    ])
    expect(csv.split('\r\n')).toEqual([
      'id,submitted_at,form,locale,page,refcode,refcode2,firstName,interests,comments',
      'a,2026-11-20T15:04:05.000Z,volunteer,en-US,/volunteer,spring_email,homeHero_bold,Ana,canvass; calls,',
      'b,2026-11-20T15:04:05.000Z,volunteer,es-MX,/es/voluntariado,,,"Luis ""Lucho"", Jr.",,"line\nbreak"',
      '',
    ])
  })

  it('defuses answers that a spreadsheet would run as formulas', () => {
    const csv = submissionsCsv([{ id: 'c', form: 'f', locale: 'en-US', page_path: '/', created_at: at, fields: { firstName: '=HYPERLINK("x")' } }])
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
  })
})
