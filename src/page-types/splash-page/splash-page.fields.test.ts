/**
 * The splash page's button from content normalized as the site serves it: the linked
 * navigationLink arrives as a summary whose own fields hold its label and its page or URL.
 */
import { describe, expect, it } from 'vitest'
import { LocalizedReader } from '../../server/content/localized-reader'
import { ValueNormalizer } from '../../server/content/normalize-values'
import type { RawEntry } from '../../server/content/space-snapshot'
import { navigationLinkHref } from '../../shared/links/navigation-link-target'
import type { Locale } from '../../shared/locale'
import { parsePageFields } from '../../content-model/page-fields'
import { thankYouMessageFields } from '../thank-you-message/thank-you-message.fields'
import { splashPageFields } from './splash-page.fields'

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } })
const both = <T,>(en: T, es?: T) => (es === undefined ? { 'en-US': en } : { 'en-US': en, 'es-MX': es })
const entry = (id: string, contentType: string, fields: Record<string, Record<string, unknown>>): RawEntry => ({ sys: { id, contentType: { sys: { id: contentType } } }, fields })

const plans = entry('plans', 'plansLanding', { title: both('Plans', 'Propuestas'), path: both('/plans', '/propuestas') })

/** The served fields of a splash page whose button is `cta`, in a language. */
function splashWith(cta: RawEntry | null, extra: RawEntry[] = []) {
  const splash = entry('welcome', 'customFormPage', {
    title: both('Welcome', 'Bienvenida'),
    path: both('/welcome', '/bienvenida'),
    settings: both({ type: 'splashPage' }),
    ...(cta ? { ctaLink: both(link(cta.sys.id)) } : {}),
  })
  const reader = new LocalizedReader({
    entries: [splash, plans, ...(cta ? [cta] : []), ...extra],
    assets: [],
    locales: [
      { code: 'en-US', default: true, fallbackCode: null },
      { code: 'es-MX', fallbackCode: 'en-US' },
    ],
  })
  return (locale: Locale) => {
    // The page's own fields as the page normalizer hands them to the page type's schema.
    const values = new ValueNormalizer(reader, locale)
    const raw = Object.fromEntries(['body', 'ctaLink'].map((id) => [id, values.value(reader.field(splash, id, locale))]))
    const { fields } = parsePageFields(splashPageFields, raw)
    return fields.ctaLink ? navigationLinkHref(fields.ctaLink, locale) : null
  }
}

describe('a splash page’s button', () => {
  it('goes to its linked page, at that page’s URL in the visitor’s language', () => {
    const cta = splashWith(entry('cta', 'navigationLink', { label: both('See the plans', 'Ver las propuestas'), page: both(link('plans')) }))
    expect(cta('en-US')).toEqual({ label: 'See the plans', href: '/plans', external: false })
    expect(cta('es-MX')).toEqual({ label: 'Ver las propuestas', href: '/es/propuestas', external: false })
  })

  it('goes to its URL when it links no page: a site path moves into the language, another URL stays as it is', () => {
    const sitePath = splashWith(entry('cta', 'navigationLink', { label: both('Donate', 'Dona'), url: both('/donate') }))
    expect(sitePath('en-US')).toEqual({ label: 'Donate', href: '/donate', external: false })
    expect(sitePath('es-MX')).toEqual({ label: 'Dona', href: '/es/donate', external: false })
    const elsewhere = splashWith(entry('cta', 'navigationLink', { label: both('Shop'), url: both('https://shop.example.org/') }))
    expect(elsewhere('es-MX')).toEqual({ label: 'Shop', href: 'https://shop.example.org/', external: true })
  })

  it('prefers its page to its URL', () => {
    const cta = splashWith(entry('cta', 'navigationLink', { label: both('Plans'), page: both(link('plans')), url: both('/elsewhere') }))
    expect(cta('en-US')?.href).toBe('/plans')
  })

  it('is left out, not the page, when it has no label or nowhere safe to go', () => {
    expect(splashWith(entry('cta', 'navigationLink', { url: both('/donate') }))('en-US')).toBeNull()
    expect(splashWith(entry('cta', 'navigationLink', { label: both('Run'), url: both('javascript:alert(1)') }))('en-US')).toBeNull()
    expect(splashWith(entry('cta', 'navigationLink', { label: both('Gone'), page: both(link('unpublished')) }))('en-US')).toBeNull()
    expect(splashWith(null)('en-US')).toBeNull()
  })
})

describe('a thank-you page’s fields', () => {
  it('keep the share text and the button, and drop either when it is broken', () => {
    const button = { id: 'cta', contentType: 'navigationLink', title: 'Back home', summary: null, href: null, image: null, fields: { label: 'Back home', url: '/' } }
    expect(parsePageFields(thankYouMessageFields, { shareText: ' I just signed up! ', ctaLink: button }).fields).toEqual({
      shareText: 'I just signed up!',
      ctaLink: { label: 'Back home', pageHref: null, url: '/' },
    })
    const broken = parsePageFields(thankYouMessageFields, { shareText: 42, ctaLink: { ...button, fields: { label: 'Nowhere' } } })
    expect(broken.fields).toEqual({})
    expect(broken.problems.map((problem) => problem.field)).toEqual(['shareText', 'ctaLink'])
  })
})
