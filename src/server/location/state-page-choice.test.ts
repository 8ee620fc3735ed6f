/** Which page of a URL a visitor is served, by their location cookie (ADR 051). */
import { describe, expect, it } from 'vitest'
import { IOWA_HOME_TITLE } from '../../../tests/e2e/support/state-pages-export.ts'
import { statePagesIndex } from '../../../tests/support/state-pages-index.ts'
import type { Experiment } from '../../content-model/content-model.ts'
import { experimentsForPage } from '../experiments/experiment-rules.ts'
import { servedPage, statePageChoice } from './state-page-choice.ts'

const { index, newHampshireBase } = statePagesIndex('tests/fixtures/alternate-export.json')
const served = (path: string, location: Parameters<typeof statePageChoice>[3], locale: 'en-US' | 'es-MX' = 'en-US') =>
  servedPage(index, locale, path, statePageChoice(index, locale, path, location))
const newHampshireUrl = String(newHampshireBase.fields.path?.['en-US'])

describe('the page a visitor is served', () => {
  it('is the state page for a visitor of that state, in either language', () => {
    expect(statePageChoice(index, 'en-US', '/', { stateCode: 'IA', zip: '50309' })).toEqual({ state: 'ia', shown: true })
    expect(served('/', { stateCode: 'IA' })?.title).toBe(IOWA_HOME_TITLE['en-US'])
    expect(served('/es', { stateCode: 'IA' }, 'es-MX')?.title).toBe(IOWA_HOME_TITLE['es-MX'])
  })

  it('is the page at the URL for everyone else: no location, another state, a state without a state page there', () => {
    const national = index.page('en-US', '/')
    for (const location of [null, {}, { zip: '03301' }, { stateCode: 'NH' }, { stateCode: 'TX' }]) {
      expect(statePageChoice(index, 'en-US', '/', location)).toBeNull()
      expect(served('/', location)).toBe(national)
    }
    expect(served(newHampshireUrl, { stateCode: 'IA' })).toBe(index.page('en-US', newHampshireUrl))
    expect(served(newHampshireUrl, { stateCode: 'NH' })?.id).toBe('statePageNewHampshire')
  })

  it('is the page at the URL, with the way back, once the visitor turned state pages off', () => {
    expect(statePageChoice(index, 'en-US', '/', { stateCode: 'IA', disableLiberty: true })).toEqual({ state: 'ia', shown: false })
    expect(served('/', { stateCode: 'IA', disableLiberty: true })).toBe(index.page('en-US', '/'))
  })

  it('is nothing at a state page’s own path, and at a URL without a page', () => {
    expect(served('/--ia', { stateCode: 'IA' })).toBeNull()
    expect(served('/iowa-only', { stateCode: 'IA' })).toBeNull()
    expect(statePageChoice(index, 'en-US', '/iowa-only', { stateCode: 'IA' })).toBeNull()
  })

  it('gives a state page the experiments of its URL (pagePaths name the base URL)', () => {
    const experiment: Experiment = { id: 'x', experimentName: 'home hero', isActive: true, includeControlVariation: true, conditions: { pagePaths: ['/'] }, variations: [] }
    const iowa = served('/', { stateCode: 'IA' })
    const iowaSpanish = served('/es', { stateCode: 'IA' }, 'es-MX')
    expect(iowa && experimentsForPage([experiment], iowa)).toEqual([experiment])
    expect(iowaSpanish && experimentsForPage([experiment], iowaSpanish)).toEqual([experiment])
  })
})
