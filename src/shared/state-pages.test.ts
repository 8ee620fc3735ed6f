import { describe, expect, it } from 'vitest'
import { localizedPath } from './locale.ts'
import { pathSuffixOf } from './state-pages.ts'

describe('pathSuffixOf', () => {
  it('reads a lowercase state or DC code after the double hyphen as a state page', () => {
    expect(pathSuffixOf('/--ia')).toEqual({ kind: 'state', state: 'ia' })
    expect(pathSuffixOf('/pledge--nh')).toEqual({ kind: 'state', state: 'nh' })
    expect(pathSuffixOf('/issues/health-care--dc')).toEqual({ kind: 'state', state: 'dc' })
  })

  it('names two letters that are no state code, and an upper-case code, so they can be reported', () => {
    expect(pathSuffixOf('/pledge--zz')).toEqual({ kind: 'not-a-state', suffix: 'zz' })
    expect(pathSuffixOf('/pledge--IA')).toEqual({ kind: 'not-a-state', suffix: 'IA' })
  })

  it('leaves every other suffix its old meaning', () => {
    expect(pathSuffixOf('/pledge')).toEqual({ kind: 'none' })
    expect(pathSuffixOf('/como-votar--2026')).toEqual({ kind: 'none' })
    expect(pathSuffixOf('/pledge--iowa')).toEqual({ kind: 'none' })
    expect(pathSuffixOf('/pledge--2026--ia')).toEqual({ kind: 'none' })
  })

  it('serves a state page at its base URL in both languages', () => {
    expect(localizedPath('/--ia', 'en-US')).toBe('/')
    expect(localizedPath('/--ia', 'es-MX')).toBe('/es')
    expect(localizedPath('/pledge--ia', 'es-MX')).toBe('/es/pledge')
  })
})
