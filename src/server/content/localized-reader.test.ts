/**
 * Localized fields follow Contentful's fallback one field at a time (es-MX -> en-US), and links
 * are followed to the entry or asset they name, or reported missing.
 */
import { describe, expect, it } from 'vitest'
import { LocalizedReader } from './localized-reader.ts'
import type { RawAsset, RawEntry, RawLocale } from './space-snapshot.ts'

const SITE_LOCALES: RawLocale[] = [
  { code: 'en-US', default: true, fallbackCode: null },
  { code: 'es-MX', default: false, fallbackCode: 'en-US' },
]

function entry(id: string, fields: RawEntry['fields'], contentType = 'contentDetail'): RawEntry {
  return { sys: { id, contentType: { sys: { id: contentType } } }, fields }
}
function asset(id: string): RawAsset {
  return { sys: { id }, fields: { title: { 'en-US': `Asset ${id}` } } }
}
const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } })

const page = entry('page1', {
  title: { 'en-US': 'How to vote', 'es-MX': 'Cómo votar' },
  summary: { 'en-US': 'Check your registration.' },
  heroImage: { 'en-US': link('Asset', 'asset1') },
  disableFooter: { 'en-US': true, 'es-MX': false },
  emptyInSpanish: { 'en-US': 'English text', 'es-MX': '' },
})
const reader = new LocalizedReader({ entries: [page], assets: [asset('asset1')], locales: SITE_LOCALES })

describe('LocalizedReader.field', () => {
  it('reads the Spanish value where there is one', () => {
    expect(reader.field(page, 'title', 'es-MX')).toBe('Cómo votar')
    expect(reader.field(page, 'title', 'en-US')).toBe('How to vote')
  })

  it('uses the English value for a field that has no Spanish value', () => {
    expect(reader.field(page, 'summary', 'es-MX')).toBe('Check your registration.')
  })

  it('uses the English value for an empty Spanish value', () => {
    expect(reader.field(page, 'emptyInSpanish', 'es-MX')).toBe('English text')
  })

  it('reads a non-localized field (English only) in Spanish', () => {
    expect(reader.field(page, 'heroImage', 'es-MX')).toEqual(link('Asset', 'asset1'))
  })

  it('keeps a Spanish false instead of falling back to an English true', () => {
    expect(reader.field(page, 'disableFooter', 'es-MX')).toBe(false)
    expect(reader.field(page, 'disableFooter', 'en-US')).toBe(true)
  })

  it('answers undefined for a field no locale has', () => {
    expect(reader.field(page, 'body', 'es-MX')).toBeUndefined()
  })

  it('follows a longer fallback chain in order', () => {
    const locales: RawLocale[] = [
      { code: 'en-US', default: true, fallbackCode: null },
      { code: 'es-US', default: false, fallbackCode: 'en-US' },
      { code: 'es-MX', default: false, fallbackCode: 'es-US' },
    ]
    const item = entry('x', { a: { 'en-US': 'en', 'es-US': 'es-us' }, b: { 'en-US': 'en only' } })
    const chained = new LocalizedReader({ entries: [item], assets: [], locales })
    expect(chained.field(item, 'a', 'es-MX')).toBe('es-us')
    expect(chained.field(item, 'b', 'es-MX')).toBe('en only')
  })

  it('does not hang on locales that fall back to each other', () => {
    const locales: RawLocale[] = [
      { code: 'en-US', default: true, fallbackCode: null },
      { code: 'es-MX', default: false, fallbackCode: 'es-US' },
      { code: 'es-US', default: false, fallbackCode: 'es-MX' },
    ]
    const item = entry('x', { a: { 'en-US': 'en' } })
    expect(new LocalizedReader({ entries: [item], assets: [], locales }).field(item, 'a', 'es-MX')).toBe('en')
  })

  it('uses the space’s default locale even when it is not listed first', () => {
    const locales: RawLocale[] = [
      { code: 'es-MX', default: false, fallbackCode: 'en-US' },
      { code: 'en-US', default: true, fallbackCode: null },
    ]
    const item = entry('x', { a: { 'en-US': 'en' } })
    expect(new LocalizedReader({ entries: [item], assets: [], locales }).field(item, 'a', 'es-MX')).toBe('en')
  })
})


describe('LocalizedReader.follow', () => {
  it('finds the linked entry and asset', () => {
    expect(reader.follow(link('Entry', 'page1'))).toEqual({ kind: 'entry', entry: page })
    expect(reader.follow(link('Asset', 'asset1'))).toMatchObject({ kind: 'asset', asset: { sys: { id: 'asset1' } } })
  })

  it('reports a link to an entry or asset that is not in the space as missing', () => {
    expect(reader.follow(link('Entry', 'gone'))).toEqual({ kind: 'missing', id: 'gone' })
    expect(reader.follow(link('Asset', 'page1'))).toEqual({ kind: 'missing', id: 'page1' })
  })

  it('answers null for values that are not links', () => {
    expect(reader.follow('page1')).toBeNull()
    expect(reader.follow({ sys: { type: 'Link', linkType: 'Space', id: 'x' } })).toBeNull()
    expect(reader.follow(null)).toBeNull()
  })
})
