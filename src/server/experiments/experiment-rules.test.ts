import { describe, expect, it, vi } from 'vitest'
import { buildPage } from '../../../tests/support/page-builder'
import type { Asset, Experiment, Page } from '../../content-model/content-model'
import { applyContentOverrides, chooseVariation, experimentsForPage, variationChoices } from './experiment-rules'

const asset = (id: string): Asset => ({ id, title: id, description: '', url: `/${id}.svg`, contentType: 'image/svg+xml', width: 10, height: 10, size: 1 })

const page: Page = {
  ...buildPage('campaignHomepage', {
    id: 'p1',
    title: 'Original title',
    path: '/',
    summary: 'Original summary',
    heroImage: asset('hero'),
    settings: { theme: { accent: 'red' } },
    alternates: { 'es-MX': '/es' },
  }),
  // cta is no field of the homepage's: overrides reach whatever fields a page has.
  fields: { featuredPages: [], cta: { label: 'Join' } },
}

const experiment = (changes: Partial<Experiment> = {}): Experiment => ({
  id: 'e1',
  experimentName: 'hero',
  isActive: true,
  includeControlVariation: true,
  conditions: {},
  variations: [
    { variationName: 'a', contentOverrides: { title: 'A title' }, assets: {} },
    { variationName: 'b', contentOverrides: { title: 'B title' }, assets: {} },
  ],
  ...changes,
})

describe('experimentsForPage', () => {
  it('skips inactive experiments', () => {
    expect(experimentsForPage([experiment({ isActive: false })], page)).toEqual([])
    expect(experimentsForPage([experiment()], page)).toHaveLength(1)
  })

  it('applies a pageTypes condition to the page’s content type', () => {
    expect(experimentsForPage([experiment({ conditions: { pageTypes: ['campaignHomepage'] } })], page)).toHaveLength(1)
    expect(experimentsForPage([experiment({ conditions: { pageTypes: ['contentDetail'] } })], page)).toEqual([])
  })

  it('matches a custom-form page by its settings type', () => {
    const form = { ...page, contentType: 'customFormPage', settings: { type: 'volunteer' } }
    expect(experimentsForPage([experiment({ conditions: { pageTypes: ['volunteer'] } })], form)).toHaveLength(1)
  })

  it('applies a pagePaths condition, in either language', () => {
    expect(experimentsForPage([experiment({ conditions: { pagePaths: ['/'] } })], page)).toHaveLength(1)
    expect(experimentsForPage([experiment({ conditions: { pagePaths: ['/'] } })], { ...page, locale: 'es-MX', path: '/es' })).toHaveLength(1)
    expect(experimentsForPage([experiment({ conditions: { pagePaths: ['/donate'] } })], page)).toEqual([])
  })
})

describe('chooseVariation', () => {
  it('offers control only when includeControlVariation is set', () => {
    expect(variationChoices(experiment())).toEqual(['a', 'b', 'control'])
    expect(variationChoices(experiment({ includeControlVariation: false }))).toEqual(['a', 'b'])
  })

  it('lets the query parameter win over the stored pick, and the stored pick over chance', () => {
    const random = vi.fn(() => 0)
    expect(chooseVariation(experiment(), { forced: 'b', stored: 'a', random })).toEqual({ variation: 'b', source: 'forced' })
    expect(chooseVariation(experiment(), { stored: 'control', random })).toEqual({ variation: 'control', source: 'stored' })
    expect(random).not.toHaveBeenCalled()
  })

  it('picks at random across every choice when nothing is stored', () => {
    expect(chooseVariation(experiment(), { random: () => 0 })?.variation).toBe('a')
    expect(chooseVariation(experiment(), { random: () => 0.5 })?.variation).toBe('b')
    expect(chooseVariation(experiment(), { random: () => 0.99 })?.variation).toBe('control')
  })

  it('falls back to the stored pick, with a warning, for an unknown forced variation', () => {
    const choice = chooseVariation(experiment(), { forced: 'nope', stored: 'b', random: () => 0 })
    expect(choice?.variation).toBe('b')
    expect(choice?.warning).toContain('nope')
  })

  it('ignores a stored pick that is no longer a choice', () => {
    expect(chooseVariation(experiment({ includeControlVariation: false }), { stored: 'control', random: () => 0 })?.source).toBe('random')
  })
})

describe('applyContentOverrides', () => {
  const warn = vi.fn()

  it('overrides common fields and the page type’s own fields', () => {
    const result = applyContentOverrides(page, { title: 'New', cta: { label: 'Give' } }, {}, warn)
    expect(result.title).toBe('New')
    expect(result.fields.cta).toEqual({ label: 'Give' })
    expect(page.title).toBe('Original title')
  })

  it('replaces "asset::<id>" with the referenced asset', () => {
    const result = applyContentOverrides(page, { heroImage: 'asset::portrait' }, { portrait: asset('portrait') }, warn)
    expect(result.heroImage?.id).toBe('portrait')
  })

  it('keeps the original when the asset is not among the references, and warns', () => {
    const warnings: string[] = []
    const result = applyContentOverrides(page, { heroImage: 'asset::missing' }, {}, (message) => warnings.push(message))
    expect(result.heroImage?.id).toBe('hero')
    expect(warnings[0]).toContain('missing')
  })

  it('takes the visitor’s language from a localized override, falling back to English', () => {
    const overrides = { title: { 'en-US': 'English', 'es-MX': 'Español' }, summary: { 'en-US': 'Only English' } }
    const spanish = applyContentOverrides({ ...page, locale: 'es-MX' }, overrides, {}, warn)
    expect(spanish.title).toBe('Español')
    expect(spanish.summary).toBe('Only English')
  })

  it('reaches nested fields with a dotted key', () => {
    const result = applyContentOverrides(page, { 'settings.theme.accent': 'green' }, {}, warn)
    expect(result.settings).toEqual({ theme: { accent: 'green' } })
    expect(page.settings).toEqual({ theme: { accent: 'red' } })
  })

  it('ignores unknown fields with a warning', () => {
    const warnings: string[] = []
    const result = applyContentOverrides(page, { nonsense: 'x' }, {}, (message) => warnings.push(message))
    expect(result).toEqual(page)
    expect(warnings).toEqual(['nonsense: the page has no such field; override ignored'])
  })
})
