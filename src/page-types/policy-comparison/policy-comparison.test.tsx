// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithQueries } from '../../../tests/support/render-with-queries'
import type { Labels } from '../../content-model/content-model'
import type { Locale } from '../../shared/locale'
import PolicyComparison from './policy-comparison'
import { comparisonPage } from '../../../tests/fixtures/page-types/policy-comparison-fixture'

function renderComparison(locale: Locale, labels: Labels) {
  renderWithQueries(<PolicyComparison page={comparisonPage(locale)} />, { locale, labels })
  return screen.getByRole('table')
}

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent)

afterEach(() => cleanup())

describe('PolicyComparison', () => {
  it('is a real table named by its caption, with a header for each side and for the topics', () => {
    const table = renderComparison('en-US', { comparisonTopic: 'Issue' })
    expect(table.tagName).toBe('TABLE')
    expect(table.querySelector('caption')?.textContent).toBe('The candidates on three issues')
    const columnHeaders = within(table).getAllByRole('columnheader')
    expect(texts(columnHeaders)).toEqual(['Issue', 'Our candidate', 'Her opponent'])
    expect(columnHeaders.every((header) => header.tagName === 'TH' && header.getAttribute('scope') === 'col')).toBe(true)
    const rowHeaders = within(table).getAllByRole('rowheader')
    expect(texts(rowHeaders)).toEqual(['Child care', 'Water', 'Housing'])
    expect(rowHeaders.every((header) => header.tagName === 'TH' && header.getAttribute('scope') === 'row')).toBe(true)
  })

  it('puts each side’s words in its column, each cell carrying its side’s label for the narrow layout', () => {
    const table = renderComparison('en-US', { comparisonTopic: 'Issue' })
    const [, water] = within(table).getAllByRole('row').slice(1)
    const cells = within(water as HTMLElement).getAllByRole('cell')
    expect(texts(cells)).toEqual(['Our candidateFix every pipe', 'Her opponentNo plan'])
    expect(cells.map((cell) => cell.firstElementChild?.textContent)).toEqual(['Our candidate', 'Her opponent'])
  })

  it('keeps an empty cell where a side says nothing on a topic, so the columns stay aligned', () => {
    const table = renderComparison('en-US', { comparisonTopic: 'Issue' })
    const housing = within(table).getAllByRole('row')[3] as HTMLElement
    expect(texts(within(housing).getAllByRole('cell'))).toEqual(['Our candidateBuild 10,000 homes', ''])
  })

  it('speaks Spanish: the content’s words and the site’s label for the topics column', () => {
    const table = renderComparison('es-MX', { comparisonTopic: 'Tema' })
    expect(table.querySelector('caption')?.textContent).toBe('Las candidatas en tres temas')
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Tema', 'Nuestra candidata', 'Su oponente'])
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['Cuidado infantil', 'Agua', 'Vivienda'])
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dónde están')
  })
})
