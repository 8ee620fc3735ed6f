/**
 * Site search over the served pages of one language: the words a page shows as plain text, and
 * how well a page answers a query. Pure, so it is tested without a server; the server function
 * (site-search.functions.ts) runs it over the current content.
 */
import type { Page, RichText } from '../../content-model/content-model'
import { searchable, searchWords } from '../../shared/search/searchable-text'
import { pageTypeOf, pageTypePolicy } from '../page-type-manifests'

export type SearchResult = { title: string; summary: string | null; href: string; pageType: string | null }

export const MAX_RESULTS = 20

/** A match in the title outranks any number of words found only in the summary, and those any in the body. */
const WEIGHT = { title: 100, summary: 10, body: 1 } as const

// Inline nodes run on within their paragraph ("wa" + bold "ter" is one word); everything else is a block.
const INLINE_NODES: ReadonlySet<string> = new Set(['hyperlink', 'entry-hyperlink', 'asset-hyperlink', 'embedded-entry-inline', 'resource-hyperlink'])

type RichTextNode = { nodeType?: unknown; value?: unknown; content?: unknown }

function nodeText(node: RichTextNode): string {
  if (node.nodeType === 'text') return typeof node.value === 'string' ? node.value : ''
  const children = Array.isArray(node.content) ? (node.content as RichTextNode[]).map(nodeText) : []
  return INLINE_NODES.has(String(node.nodeType)) ? children.join('') : ` ${children.join('')} `
}

/** The words a rich-text document shows, without its markup, links or embeds. */
export function richTextPlainText(document: RichText['document'] | null | undefined): string {
  return document ? nodeText(document as RichTextNode).replace(/\s+/g, ' ').trim() : ''
}

export function isListedInSearch(page: Pick<Page, 'contentType' | 'settings'>): boolean {
  // The manifest of the page type that shows it says (seo.siteSearch); a page of a type the site lacks is shown as an article, and listed.
  return pageTypePolicy(pageTypeOf(page)).seo.siteSearch
}

/** The page's searchable text: title, summary and its body, if it has one. */
export type SearchDocument = { title: string; summary: string; body: string }

export function searchDocumentOf(page: Pick<Page, 'title' | 'summary' | 'fields'>): SearchDocument {
  const body = page.fields.body as Partial<RichText> | null | undefined
  return {
    title: searchable(page.title),
    summary: searchable(page.summary ?? ''),
    body: searchable(richTextPlainText(body?.document)),
  }
}

/** 0 when a word of the query is nowhere in the page; otherwise higher for better places, and for the whole query in the title. */
export function scoreDocument(document: SearchDocument, query: string): number {
  const words = searchWords(query)
  if (words.length === 0) return 0
  let score = 0
  for (const word of words) {
    const weight = document.title.includes(word) ? WEIGHT.title : document.summary.includes(word) ? WEIGHT.summary : document.body.includes(word) ? WEIGHT.body : 0
    if (weight === 0) return 0
    score += weight
  }
  return words.length > 1 && document.title.includes(words.join(' ')) ? score + WEIGHT.title : score
}

/** The best matches first, ties in the language's alphabetical order; at most MAX_RESULTS. */
export function searchPages(pages: readonly Page[], query: string, locale: string, limit = MAX_RESULTS): SearchResult[] {
  if (searchWords(query).length === 0) return []
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  return pages
    .filter(isListedInSearch)
    .map((page) => ({ page, score: scoreDocument(searchDocumentOf(page), query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || collator.compare(a.page.title, b.page.title))
    .slice(0, limit)
    .map(({ page }) => ({ title: page.title, summary: page.summary, href: page.path, pageType: pageTypeOf(page) }))
}
