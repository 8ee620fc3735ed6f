import { describe, expect, it } from 'vitest'
import type { PersonalizedContent } from '../../content-model/content-model'
import { personalizedContentFor, selectPersonalizedContent, stateCodeOrNull } from './personalized-content'

const item = (id: string, key: string, stateCodes: string[]): PersonalizedContent => ({ id, key, stateCodes, heading: id, body: null })

const everyone = item('hero-default', 'hero', [])
const texas = item('hero-texas', 'hero', ['TX', 'OK'])
const iowa = item('hero-iowa', 'hero', ['IA'])
const otherKey = item('footer-texas', 'footer', ['TX'])
const items = [everyone, texas, iowa, otherKey]

describe('selectPersonalizedContent', () => {
  it('shows the entry targeted at the visitor’s state', () => {
    expect(selectPersonalizedContent(items, 'hero', 'TX')).toBe(texas)
    expect(selectPersonalizedContent(items, 'hero', 'OK')).toBe(texas)
    expect(selectPersonalizedContent(items, 'hero', 'IA')).toBe(iowa)
  })

  it('matches the visitor’s state whatever its letter case', () => {
    expect(selectPersonalizedContent(items, 'hero', 'tx')).toBe(texas)
  })

  it('prefers the targeted entry even when the default comes first', () => {
    expect(selectPersonalizedContent([everyone, texas], 'hero', 'TX')).toBe(texas)
    expect(selectPersonalizedContent([texas, everyone], 'hero', 'TX')).toBe(texas)
  })

  it('shows the entry for everyone to a visitor from a state without its own entry', () => {
    expect(selectPersonalizedContent(items, 'hero', 'NH')).toBe(everyone)
  })

  it('shows the entry for everyone while the visitor’s state is unknown', () => {
    expect(selectPersonalizedContent(items, 'hero', undefined)).toBe(everyone)
  })

  it('shows nothing when no entry fits: no default for the key and no state match', () => {
    expect(selectPersonalizedContent(items, 'footer', 'IA')).toBeNull()
    expect(selectPersonalizedContent(items, 'footer', undefined)).toBeNull()
  })

  it('shows nothing for a key without any entry', () => {
    expect(selectPersonalizedContent(items, 'sidebar', 'TX')).toBeNull()
    expect(selectPersonalizedContent([], 'hero', 'TX')).toBeNull()
  })

  it('never shows another key’s entry', () => {
    expect(selectPersonalizedContent(items, 'footer', 'TX')).toBe(otherKey)
    expect(selectPersonalizedContent([otherKey], 'hero', 'TX')).toBeNull()
  })
})

describe('personalizedContentFor', () => {
  it('chooses one entry per key for the visitor’s state, and only the defaults while the state is unknown', () => {
    expect(personalizedContentFor(items, 'TX')).toEqual([texas, otherKey])
    expect(personalizedContentFor(items, 'IA')).toEqual([iowa])
    expect(personalizedContentFor(items, null)).toEqual([everyone])
    expect(personalizedContentFor([texas, otherKey], null)).toEqual([])
  })
})

describe('stateCodeOrNull', () => {
  it('takes two letters as a state code, in capitals, and anything else as unknown', () => {
    expect(stateCodeOrNull('tx')).toBe('TX')
    expect(stateCodeOrNull('NV')).toBe('NV')
    expect(stateCodeOrNull('Texas')).toBeNull()
    expect(stateCodeOrNull('<x>')).toBeNull()
    expect(stateCodeOrNull(undefined)).toBeNull()
  })
})
