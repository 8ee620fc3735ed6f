import { describe, expect, it } from 'vitest'
import { buildPage } from '../../../tests/support/page-builder'
import type { PageTypeId } from '../page-type-manifests'
import type { RichText } from '../../content-model/content-model'
import { isListedInSearch, MAX_RESULTS, richTextPlainText, scoreDocument, searchDocumentOf, searchPages } from './search-index'

const paragraph = (...content: unknown[]) => ({ nodeType: 'paragraph', data: {}, content })
const text = (value: string, marks: unknown[] = []) => ({ nodeType: 'text', value, marks, data: {} })
const doc = (...content: unknown[]): RichText['document'] => ({ nodeType: 'document', data: {}, content: content as RichText['document']['content'] })
const body = (...content: unknown[]): RichText => ({ document: doc(...content), entries: {}, assets: {} })

function page(id: string, title: string, options: { summary?: string; body?: RichText; pageType?: PageTypeId } = {}) {
  return buildPage(options.pageType ?? 'contentDetail', { id, title, path: `/${id}`, summary: options.summary ?? null, fields: options.body ? { body: options.body } : {} })
}

describe('the plain text of a rich-text body', () => {
  it('joins the words of a paragraph across marks and links, and separates paragraphs, headings and list items', () => {
    const document = doc(
      { nodeType: 'heading-2', data: {}, content: [text('Clean')] },
      paragraph(text('wa'), text('ter', [{ type: 'bold' }]), text(' for '), { nodeType: 'hyperlink', data: { uri: 'https://example.org/secret' }, content: [text('every')] }, text(' home')),
      { nodeType: 'unordered-list', data: {}, content: [{ nodeType: 'list-item', data: {}, content: [paragraph(text('pipes'))] }, { nodeType: 'list-item', data: {}, content: [paragraph(text('wells'))] }] },
    )
    expect(richTextPlainText(document)).toBe('Clean water for every home pipes wells')
  })

  it('leaves out embeds and link targets, and is empty without a document', () => {
    const document = doc(paragraph(text('See')), { nodeType: 'embedded-entry-block', data: { target: { sys: { id: 'card' } } }, content: [] })
    expect(richTextPlainText(document)).toBe('See')
    expect(richTextPlainText(undefined)).toBe('')
  })
})

describe('how well a page answers a query', () => {
  const document = searchDocumentOf(page('water', 'Clean Water Now', { summary: 'Fixing every pipe in the valley', body: body(paragraph(text('Wells and reservoirs for the dry years.'))) }))

  it('ignores case and accents, both ways', () => {
    expect(scoreDocument(document, 'WATER')).toBeGreaterThan(0)
    expect(scoreDocument(searchDocumentOf(page('energia', 'Energía limpia')), 'energia')).toBeGreaterThan(0)
    expect(scoreDocument(searchDocumentOf(page('energy', 'Energia limpia')), 'ENERGÍA')).toBeGreaterThan(0)
  })

  it('counts a word in the title above one in the summary, and that above one in the body', () => {
    const inTitle = scoreDocument(document, 'water')
    const inSummary = scoreDocument(document, 'valley')
    const inBody = scoreDocument(document, 'reservoirs')
    expect(inTitle).toBeGreaterThan(inSummary)
    expect(inSummary).toBeGreaterThan(inBody)
    expect(inBody).toBeGreaterThan(0)
  })

  it('needs every word somewhere in the page', () => {
    expect(scoreDocument(document, 'water reservoirs')).toBeGreaterThan(0)
    expect(scoreDocument(document, 'water housing')).toBe(0)
    expect(scoreDocument(document, '   ')).toBe(0)
  })

  it('ranks the whole query in the title above its words scattered in it', () => {
    const phrase = searchDocumentOf(page('a', 'Clean water now'))
    const scattered = searchDocumentOf(page('b', 'Water that is clean'))
    expect(scoreDocument(phrase, 'clean water')).toBeGreaterThan(scoreDocument(scattered, 'clean water'))
  })
})

describe('searching the pages of a language', () => {
  const pages = [
    page('story', 'Our story', { body: body(paragraph(text('It began with water.'))) }),
    page('plan-water', 'Water for the valley', { pageType: 'planDetail', summary: 'Pipes and wells' }),
    page('about-water', 'About us', { summary: 'Why water matters' }),
    page('agua', 'Agua limpia', { pageType: 'planDetail' }),
    page('thanks', 'Thanks for the water pledge', { pageType: 'thankYouMessage' }),
    page('search', 'Search water', { pageType: 'searchPage' }),
    page('welcome', 'Water welcome', { pageType: 'splashPage' }),
    page('compare', 'Water compared', { pageType: 'policyComparison' }),
  ]

  it('returns the best matches first, as title, summary, link and page type', () => {
    expect(searchPages(pages, 'water', 'en-US')).toEqual([
      { title: 'Water compared', summary: null, href: '/compare', pageType: 'policyComparison' },
      { title: 'Water for the valley', summary: 'Pipes and wells', href: '/plan-water', pageType: 'planDetail' },
      { title: 'About us', summary: 'Why water matters', href: '/about-water', pageType: 'contentDetail' },
      { title: 'Our story', summary: null, href: '/story', pageType: 'contentDetail' },
    ])
  })

  it('never lists a thank-you page, the search page itself or a splash page', () => {
    expect(isListedInSearch(page('t', 'T', { pageType: 'thankYouMessage' }))).toBe(false)
    expect(isListedInSearch(page('c', 'C', { pageType: 'policyComparison' }))).toBe(true)
    const hrefs = searchPages(pages, 'water', 'en-US').map((result) => result.href)
    expect(hrefs).not.toContain('/thanks')
    expect(hrefs).not.toContain('/search')
    expect(hrefs).not.toContain('/welcome')
  })

  it('finds nothing for an empty query', () => {
    expect(searchPages(pages, '', 'en-US')).toEqual([])
    expect(searchPages(pages, '  ', 'en-US')).toEqual([])
  })

  it(`returns at most ${MAX_RESULTS} results, equal matches in alphabetical order`, () => {
    const many = Array.from({ length: 30 }, (_, index) => page(`p${index}`, `Plan ${String(index).padStart(2, '0')} on roads`))
    const results = searchPages(many, 'roads', 'en-US')
    expect(results).toHaveLength(MAX_RESULTS)
    expect(results[0]?.title).toBe('Plan 00 on roads')
    expect(results.at(-1)?.title).toBe('Plan 19 on roads')
  })
})
