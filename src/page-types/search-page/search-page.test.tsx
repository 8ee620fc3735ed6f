// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildPage } from '../../../tests/support/page-builder'
import { withQueries } from '../../../tests/support/render-with-queries'
import type { Locale } from '../../shared/locale'
import type { SearchResult } from './search-index'
import SearchPage, { prefetch } from './search-page'
import { searchQueryOptions } from './search-query-options'

// The server's answer, for the one test that lets the page ask for it (the others seed the cache).
const searchSite = vi.hoisted(() => vi.fn()) as ReturnType<typeof vi.fn>
vi.mock('./site-search.functions', () => ({ searchSite }))

const labels = {
  'en-US': {
    searchLabel: 'Search the site',
    searchSubmit: 'Search',
    searchSearching: 'Searching…',
    searchResultCount: '{count} results for “{query}”',
    searchResultCountOne: '1 result for “{query}”',
    searchNoResults: 'Nothing on the site matches “{query}”. Try other words.',
  },
  'es-MX': {
    searchLabel: 'Busca en el sitio',
    searchSubmit: 'Buscar',
    searchSearching: 'Buscando…',
    searchResultCount: '{count} resultados para “{query}”',
    searchResultCountOne: '1 resultado para “{query}”',
    searchNoResults: 'Nada en el sitio coincide con “{query}”. Prueba con otras palabras.',
  },
}

function searchPage(locale: Locale) {
  return buildPage('searchPage', {
    id: 'search',
    locale,
    title: locale === 'en-US' ? 'Search' : 'Buscar',
    path: locale === 'en-US' ? '/search' : '/es/buscar',
    alternates: { 'en-US': '/search', 'es-MX': '/es/buscar' },
  })
}

const water: SearchResult[] = [
  { title: 'Water for the valley', summary: 'Pipes and wells', href: '/plans/water', pageType: 'planDetail' },
  { title: 'Our story', summary: null, href: '/story', pageType: 'contentDetail' },
]

/** The search page as the site serves it: under a catch-all route, with answers already in the cache. */
function setUp(locale: Locale, search: string, answers: Record<string, SearchResult[]> = {}) {
  const page = searchPage(locale)
  const seed = Object.entries(answers).map(([q, results]) => [searchQueryOptions(locale, q).queryKey, results] as const)
  const { router, queryClient, app } = withQueries(<SearchPage page={page} />, { locale, labels: labels[locale], seed, path: `${page.path}${search}` })
  return { page, router, queryClient, app }
}

async function renderSearch(locale: Locale, search: string, answers: Record<string, SearchResult[]> = {}) {
  const setup = setUp(locale, search, answers)
  render(setup.app)
  const form = await screen.findByRole('search')
  return { ...setup, form }
}

const status = () => screen.getByRole('status')
const resultLinks = () => screen.queryAllByRole('listitem').map((item) => within(item).getByRole('link'))

afterEach(() => {
  cleanup()
  searchSite.mockReset()
})

describe('SearchPage', () => {
  it('shows the results for ?q= in the address, each a linked heading with its summary, and announces their count', async () => {
    await renderSearch('en-US', '?q=water', { water })
    expect(status().textContent).toBe('2 results for “water”')
    expect(resultLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Water for the valley', '/plans/water'],
      ['Our story', '/story'],
    ])
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Water for the valley', 'Our story'])
    expect(screen.getByText('Pipes and wells')).toBeTruthy()
    expect((screen.getByRole('searchbox', { name: 'Search the site' }) as HTMLInputElement).value).toBe('water')
  })

  it('is a plain GET form to its own page, so it works without JavaScript', async () => {
    const { form, page } = await renderSearch('en-US', '')
    expect(form.tagName).toBe('FORM')
    expect(form.getAttribute('method')).toBe('get')
    expect(form.getAttribute('action')).toBe(page.path)
    const input = within(form).getByRole('searchbox', { name: 'Search the site' })
    expect(input.getAttribute('name')).toBe('q')
    expect(input.getAttribute('maxlength')).toBe('100')
  })

  it('shows nothing and asks nothing before a search', async () => {
    const { queryClient } = await renderSearch('en-US', '?q=%20%20')
    expect(status().textContent).toBe('')
    expect(screen.queryByRole('list')).toBeNull()
    expect(queryClient.getQueryCache().findAll({ queryKey: ['search'] })).toHaveLength(0)
  })

  it('says so when nothing matches', async () => {
    await renderSearch('en-US', '?q=zebra', { zebra: [] })
    expect(status().textContent).toBe('Nothing on the site matches “zebra”. Try other words.')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('speaks Spanish, with one result counted as one', async () => {
    await renderSearch('es-MX', '?q=agua', { agua: [{ title: 'Agua para el valle', summary: null, href: '/es/propuestas/agua', pageType: 'planDetail' }] })
    expect(status().textContent).toBe('1 resultado para “agua”')
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy()
    expect(resultLinks().map((link) => link.getAttribute('href'))).toEqual(['/es/propuestas/agua'])
  })

  it('writes a new search to the URL, keeping the campaign’s parameters, and shows its results', async () => {
    const { router, form } = await renderSearch('en-US', '?q=water&refcode=mail1', { water, 'clean water': [water[0] as SearchResult] })
    fireEvent.change(within(form).getByRole('searchbox'), { target: { value: '  clean water ' } })
    fireEvent.submit(form)
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'clean water', refcode: 'mail1' }))
    await waitFor(() => expect(status().textContent).toBe('1 result for “clean water”'))
    expect(resultLinks().map((link) => link.textContent)).toEqual(['Water for the valley'])
  })

  it('clears the search, and the URL’s ?q=, when the field is emptied', async () => {
    const { router, form } = await renderSearch('en-US', '?q=water', { water })
    fireEvent.change(within(form).getByRole('searchbox'), { target: { value: ' ' } })
    fireEvent.submit(form)
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(status().textContent).toBe('')
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('is in the server’s HTML when the answer was prefetched for the URL', async () => {
    const { router, queryClient, page, app } = setUp('en-US', '?q=water')
    searchSite.mockResolvedValue(water)
    await prefetch(queryClient, page, { q: ' water ', refcode: 'mail1' })
    expect(searchSite).toHaveBeenCalledWith({ data: { locale: 'en-US', q: 'water' } })
    await router.load()
    const html = renderToString(app)
    expect(html).toContain('2 results for “water”')
    expect(html).toContain('href="/plans/water"')
    expect(html).toContain('role="search"')
  })

  it('prefetches nothing without a query', async () => {
    const { queryClient, page } = setUp('en-US', '')
    await prefetch(queryClient, page, { q: '' })
    expect(searchSite).not.toHaveBeenCalled()
    expect(queryClient.getQueryCache().findAll({ queryKey: ['search'] })).toHaveLength(0)
  })
})
