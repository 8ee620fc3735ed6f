import { describe, expect, it } from 'vitest'
import { contentPathOf, localeFromPathname, localizedPath } from './locale'

describe('localeFromPathname', () => {
  it('reads Spanish from the /es prefix and keeps the rest as the content path', () => {
    expect(localeFromPathname('/es')).toEqual({ locale: 'es-MX', contentPath: '/' })
    expect(localeFromPathname('/es/nuestra-historia/')).toEqual({ locale: 'es-MX', contentPath: '/nuestra-historia' })
  })

  it('treats every other path as English, including ones that merely start with "es"', () => {
    expect(localeFromPathname('/')).toEqual({ locale: 'en-US', contentPath: '/' })
    expect(localeFromPathname('/especially')).toEqual({ locale: 'en-US', contentPath: '/especially' })
  })
})

describe('localizedPath', () => {
  it('drops everything after a double hyphen', () => {
    expect(localizedPath('/donate--2026', 'en-US')).toBe('/donate')
  })

  it('prefixes Spanish paths with /es, the homepage being /es itself', () => {
    expect(localizedPath('/nuestra-historia', 'es-MX')).toBe('/es/nuestra-historia')
    expect(localizedPath('/', 'es-MX')).toBe('/es')
  })
})

describe('the content path a URL names', () => {
  it('is the decoded, normalised path and its language', () => {
    expect(contentPathOf('/es/nuestra%20historia/')).toEqual({ path: '/es/nuestra historia', locale: 'es-MX' })
    expect(contentPathOf('//plans//fair-share')).toEqual({ path: '/plans/fair-share', locale: 'en-US' })
  })

  it('is none for malformed percent-encoding or a path longer than any page has', () => {
    expect(contentPathOf('/%E0%A4%A')).toBeNull()
    expect(contentPathOf(`/${'a'.repeat(2048)}`)).toBeNull()
  })
})
