// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { contactSheetHtml, type Shot } from './contact-sheet'

const shot = (overrides: Partial<Shot>): Shot => {
  const base = { pageType: 'alpha', locale: 'en-US', path: '/a', width: 390, view: 'first view', ...overrides }
  return { file: `${base.pageType}/${base.locale}-${base.width}-${base.view}.png`, ...base }
}

function sheet(shots: Shot[]): Document {
  return new DOMParser().parseFromString(contactSheetHtml(shots, { title: 'Review' }), 'text/html')
}

const sectionOf = (document: Document, pageType: string) => [...document.querySelectorAll('section')].find((section) => section.querySelector('h2')?.textContent === pageType)
const linkedFiles = (root: ParentNode) => [...root.querySelectorAll('a')].map((anchor) => decodeURIComponent(anchor.getAttribute('href') ?? ''))

describe('the contact sheet', () => {
  const widths = [390, 768, 1280]
  const shots = ['alpha', 'beta'].flatMap((pageType) =>
    ['en-US', 'es-MX'].flatMap((locale) => widths.map((width) => shot({ pageType, locale, width, path: `/${locale === 'es-MX' ? 'es/' : ''}${pageType}` }))),
  )

  it('has one section per page type, in the order they were taken, each linking to exactly its own images', () => {
    const document = sheet(shots)
    expect([...document.querySelectorAll('section h2')].map((heading) => heading.textContent)).toEqual(['alpha', 'beta'])
    for (const pageType of ['alpha', 'beta']) {
      const files = shots.filter((candidate) => candidate.pageType === pageType).map((candidate) => candidate.file)
      expect(linkedFiles(sectionOf(document, pageType)!).sort()).toEqual(files.sort())
    }
  })

  it('puts each image under the column of its language and width, and labels it with its path and width', () => {
    const document = sheet(shots)
    const table = sectionOf(document, 'beta')!.querySelector('table')!
    const columns = [...table.querySelectorAll('thead th')].slice(1).map((heading) => heading.textContent)
    const row = [...table.querySelectorAll('tbody tr')][0]!
    const cells = [...row.querySelectorAll('td')]
    expect(cells).toHaveLength(columns.length)
    for (const [index, cellElement] of cells.entries()) {
      const taken = shots.find((candidate) => candidate.file === linkedFiles(cellElement)[0])!
      expect(columns[index]).toContain(taken.locale)
      expect(columns[index]).toContain(String(taken.width))
      expect(cellElement.querySelector('figcaption')?.textContent).toContain(taken.path)
      expect(cellElement.querySelector('figcaption')?.textContent).toContain(String(taken.width))
      // The thumbnail is the full image itself, scaled by the sheet.
      expect(decodeURIComponent(cellElement.querySelector('img')?.getAttribute('src') ?? '')).toBe(taken.file)
    }
  })

  it('gives each view of a page type its own row, and leaves a cell empty where a view was not taken', () => {
    const withModal = [...shots, shot({ pageType: 'alpha', view: 'modal', width: 768, locale: 'es-MX', path: '/es/alpha' })]
    const table = sectionOf(sheet(withModal), 'alpha')!.querySelector('table')!
    const rows = [...table.querySelectorAll('tbody tr')]
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['first view', 'modal'])
    const modalCells = [...rows[1]!.querySelectorAll('td')]
    expect(modalCells.filter((cellElement) => cellElement.querySelector('img'))).toHaveLength(1)
    const columns = [...table.querySelectorAll('thead th')].slice(1).map((heading) => heading.textContent)
    const filled = modalCells.findIndex((cellElement) => cellElement.querySelector('img'))
    expect(columns[filled]).toContain('es-MX')
    expect(columns[filled]).toContain('768')
  })

  it('shows content text as text and links files whose names need escaping', () => {
    const hostile = shot({ pageType: '<b>type</b>', path: '/a"><script>alert(1)</script>', file: 'odd name #1?.png' })
    const document = sheet([hostile])
    expect(document.querySelector('script')).toBeNull()
    expect(document.querySelector('b')).toBeNull()
    expect(document.querySelector('section h2')?.textContent).toBe('<b>type</b>')
    expect(document.querySelector('figcaption')?.textContent).toContain('/a"><script>alert(1)</script>')
    const href = document.querySelector('a')?.getAttribute('href') ?? ''
    expect(href).not.toMatch(/[ #?]/)
    expect(decodeURIComponent(href)).toBe('odd name #1?.png')
  })
})
