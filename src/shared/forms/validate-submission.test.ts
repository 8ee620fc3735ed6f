import { describe, expect, it } from 'vitest'
import type { FormDefinition } from './form-definition'
import { validateSubmission } from './validate-submission'

const form: FormDefinition = {
  submitLabel: 'Sign up',
  fields: [
    { name: 'firstName', kind: 'text', label: 'First name', required: true, maxLength: 10 },
    { name: 'email', kind: 'email', label: 'Email', required: true },
    { name: 'phone', kind: 'tel', label: 'Phone' },
    { name: 'zip', kind: 'zip', label: 'Zip', required: true },
    { name: 'state', kind: 'state', label: 'State' },
    { name: 'interests', kind: 'checkboxes', label: 'Help with', options: [{ value: 'canvass', label: 'Doors' }, { value: 'calls', label: 'Calls' }] },
    { name: 'when', kind: 'radio', label: 'When', required: true, options: [{ value: 'weekends', label: 'Weekends' }] },
    { name: 'consent', kind: 'checkbox', label: 'I agree', required: true },
  ],
}

const good = { firstName: ' Ana ', email: 'Ana@Example.org', zip: '78701-1234', state: 'tx', interests: ['calls', 'calls'], when: 'weekends', consent: 'on' }

describe('a form submission', () => {
  it('is accepted and normalized when every answer is good', () => {
    expect(validateSubmission(form, good)).toEqual({
      ok: true,
      answers: { firstName: 'Ana', email: 'ana@example.org', zip: '78701', state: 'TX', interests: ['calls'], when: 'weekends', consent: true },
    })
  })

  it('names each bad field with the message the visitor reads', () => {
    const result = validateSubmission(form, { firstName: '', email: 'ana@', phone: '12', zip: '7870', state: 'XX', interests: ['hack'], when: 'never' })
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'formRequired',
        email: 'formEmailInvalid',
        phone: 'formPhoneInvalid',
        zip: 'formZipInvalid',
        state: 'formChooseListed',
        interests: 'formChooseListed',
        when: 'formChooseListed',
        consent: 'formMustAccept',
      },
    })
  })

  it('refuses an answer longer than the field allows', () => {
    expect(validateSubmission(form, { ...good, firstName: 'Maximiliana' })).toEqual({ ok: false, errors: { firstName: 'formTooLong' } })
  })

  it('keeps only the form’s own fields: extra keys sent by a script are dropped', () => {
    const result = validateSubmission(form, { ...good, isAdmin: 'yes', __proto__: 'x' })
    expect(result.ok && Object.keys(result.answers)).not.toContain('isAdmin')
  })

  it('refuses values of the wrong shape instead of guessing', () => {
    expect(validateSubmission(form, { ...good, firstName: { $gt: '' } })).toEqual({ ok: false, errors: { firstName: 'formInvalid' } })
  })

  it('removes control characters from typed answers, and a field left with nothing but them is empty', () => {
    expect(validateSubmission(form, { ...good, firstName: 'An\u0000a', email: 'ana@example.org\u0000' })).toMatchObject({ ok: true, answers: { firstName: 'Ana', email: 'ana@example.org' } })
    expect(validateSubmission(form, { ...good, firstName: '\u0000\u0001' })).toEqual({ ok: false, errors: { firstName: 'formRequired' } })
    expect(validateSubmission(form, { ...good, interests: ['calls\u0000'] })).toEqual({ ok: false, errors: { interests: 'formChooseListed' } })
  })
})
