import { describe, expect, it, vi } from 'vitest'
import { buildPage } from '../../../tests/support/page-builder'
import { applyContentOverrides } from './experiment-rules'
import { pageProblem } from './page-with-experiments.server'

const page = buildPage('campaignHomepage', { id: 'p1', title: 'Title', path: '/', alternates: { 'es-MX': '/es' }, fields: { featuredPages: [] } })

describe('a variation’s overrides', () => {
  it('that keep the page valid are accepted', () => {
    expect(pageProblem(applyContentOverrides(page, { title: 'New title' }, {}, vi.fn()))).toBeNull()
  })

  it('that break the page are caught before anything renders', () => {
    expect(pageProblem(applyContentOverrides(page, { heroImage: 'https://example.org/x.jpg' }, {}, vi.fn()))).toBe('heroImage')
    expect(pageProblem(applyContentOverrides(page, { featuredPages: 'none' }, {}, vi.fn()))).toBe('featuredPages')
    expect(pageProblem(applyContentOverrides(page, { title: '' }, {}, vi.fn()))).toBe('title')
  })
})
