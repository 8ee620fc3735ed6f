import { describe, expect, it, vi } from 'vitest'
import type { Page } from '../../queries/content-model'
import { applyContentOverrides } from './experiment-rules'
import { pageProblem } from './page-with-experiments.server'

const page: Page = {
  id: 'p1',
  contentType: 'campaignHomepage',
  locale: 'en-US',
  title: 'Title',
  path: '/',
  summary: null,
  heroImage: null,
  settings: {},
  flags: { disableAlertBar: false, disableDonateBar: false, disableNavigation: false, disableFooter: false, enableSplashPage: false },
  fundraisingTakeovers: [],
  fundraisingTakeoverEndDate: null,
  alternates: { 'en-US': '/', 'es-MX': '/es' },
  updatedAt: null,
  fields: { featuredPages: [] },
}

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
