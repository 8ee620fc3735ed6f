import { describe, expect, it } from 'vitest'
import type { FormField } from './form-definition'
import { rememberableValue } from './rememberable-value'
import { detailOfField, readVisitorDetails, rememberVisitorDetails } from './visitor-details'
import { memoryStorage } from '../../../tests/support/memory-storage'

const text = (name: string, autocomplete?: string): FormField => ({ name, kind: 'text', label: name, autocomplete })

describe('the form cache', () => {
  it('knows a name, email, phone or zip field by its kind, its autocomplete token, else its name — and nothing else', () => {
    expect(detailOfField({ name: 'contact', kind: 'email', label: 'Email' })).toBe('email')
    expect(detailOfField({ name: 'mobile', kind: 'tel', label: 'Phone' })).toBe('tel')
    expect(detailOfField({ name: 'postal', kind: 'zip', label: 'Zip' })).toBe('zip')
    expect(detailOfField(text('nombre', 'given-name'))).toBe('givenName')
    expect(detailOfField(text('x', 'shipping family-name'))).toBe('familyName')
    expect(detailOfField(text('firstName'))).toBe('givenName')
    expect(detailOfField(text('lastName'))).toBe('familyName')
    expect(detailOfField(text('fullName'))).toBe('name')
    expect(detailOfField(text('firstName', 'off'))).toBeNull()
    expect(detailOfField(text('city', 'address-level2'))).toBeNull()
    expect(detailOfField({ name: 'name', kind: 'textarea', label: 'Name' })).toBeNull()
  })

  it('keeps only answers that pass their field’s check, as they would be stored', () => {
    expect(rememberableValue({ name: 'email', kind: 'email', label: 'Email' }, ' Ana@Example.org ')).toBe('ana@example.org')
    expect(rememberableValue({ name: 'email', kind: 'email', label: 'Email' }, 'ana@')).toBeNull()
    expect(rememberableValue({ name: 'zip', kind: 'zip', label: 'Zip' }, '78701-1234')).toBe('78701')
    expect(rememberableValue(text('firstName'), '   ')).toBeNull()
  })

  it('adds to what it holds, and reads back only well-formed details', () => {
    const storage = memoryStorage()
    rememberVisitorDetails(storage, { givenName: 'Ana', email: 'ana@example.org' })
    rememberVisitorDetails(storage, { email: 'ana.r@example.org', zip: '78701' })
    expect(readVisitorDetails(storage)).toEqual({ givenName: 'Ana', email: 'ana.r@example.org', zip: '78701' })
    storage.setItem('campaign-site:visitor-details', JSON.stringify({ email: 42, zip: '78701', isAdmin: 'yes' }))
    expect(readVisitorDetails(storage)).toEqual({ zip: '78701' })
    storage.setItem('campaign-site:visitor-details', '{not json')
    expect(readVisitorDetails(storage)).toEqual({})
    expect(readVisitorDetails(null)).toEqual({})
  })
})
