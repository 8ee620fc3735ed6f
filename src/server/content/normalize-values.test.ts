import { describe, expect, it } from 'vitest'
import { LocalizedReader } from './localized-reader'
import { ValueNormalizer } from './normalize-values'

const reader = new LocalizedReader({
  entries: [],
  assets: [],
  locales: [
    { code: 'en-US', default: true, fallbackCode: null },
    { code: 'es-MX', fallbackCode: 'en-US' },
  ],
})

const paragraphWithLink = (uri: string) => ({
  nodeType: 'document' as const,
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'hyperlink', data: { uri }, content: [{ nodeType: 'text', value: 'link', marks: [], data: {} }] }] }],
})
const uriOf = (document: unknown) =>
  ((document as { content: { content: { data: { uri: string } }[] }[] }).content[0]?.content[0]?.data.uri)

describe('rich-text links', () => {
  it('point at the visitor’s language for site paths, with the "--" suffix dropped', () => {
    const document = paragraphWithLink('/donar--2026')
    expect(uriOf(new ValueNormalizer(reader, 'es-MX').richText(document).document)).toBe('/es/donar')
    expect(uriOf(new ValueNormalizer(reader, 'en-US').richText(document).document)).toBe('/donar')
    // The raw document is shared by both languages and stays as it was.
    expect(uriOf(document)).toBe('/donar--2026')
  })

  it('keep allowed external links and lose dangerous ones', () => {
    const spanish = new ValueNormalizer(reader, 'es-MX')
    expect(uriOf(spanish.richText(paragraphWithLink('https://example.org/a')).document)).toBe('https://example.org/a')
    expect(uriOf(spanish.richText(paragraphWithLink('javascript:alert(1)')).document)).toBe('')
  })
})

describe('CMS URLs', () => {
  it('are localized when they are site paths and refused when their scheme is not allowed', () => {
    const spanish = new ValueNormalizer(reader, 'es-MX')
    expect(spanish.siteUrl('/como-votar')).toEqual({ href: '/es/como-votar', external: false })
    expect(spanish.siteUrl('mailto:team@example.org')).toEqual({ href: 'mailto:team@example.org', external: true })
    expect(spanish.siteUrl('data:text/html,hi')).toBeNull()
  })
})
