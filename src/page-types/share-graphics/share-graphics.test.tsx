// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithQueries } from '../../../tests/support/render-with-queries'
import type { Asset } from '../../content-model/content-model'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import ShareGraphics from './share-graphics'
import { parsePageFields } from '../../content-model/page-fields'
import { shareGraphicsFields } from './share-graphics.fields'
// Built in another module: the style extractor reads literal props of JSX in this file as styles.
import { graphicsPage } from '../../../tests/fixtures/page-types/share-graphics-fixture'

const asset = (id: string, contentType: string, size: { width: number; height: number } | null): Asset => ({
  id,
  title: `Graphic ${id}`,
  description: `Alt ${id}`,
  url: `https://cdn.example/${id}`,
  contentType,
  width: size?.width ?? null,
  height: size?.height ?? null,
  size: 24_000,
})

function renderGallery(raw: Record<string, unknown>) {
  const page = graphicsPage(parsePageFields(shareGraphicsFields, raw).fields)
  renderWithQueries(<ShareGraphics page={page} />, { seed: [[publicConfigQueryOptions().queryKey, { siteUrl: 'https://www.example.org' } as never]] })
}

afterEach(() => cleanup())

describe('ShareGraphics', () => {
  it('shows each picture at its size, to download, with share links to it on the page and the suggested words', () => {
    renderGallery({ graphics: [asset('a.png', 'image/png', { width: 1080, height: 1080 }), asset('notes.pdf', 'application/pdf', null)], shareText: 'Vote early!' })
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('figure'))
    expect(items).toHaveLength(1)
    const image = within(items[0] as HTMLElement).getByRole('img', { name: 'Alt a.png' })
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1080', '1080'])
    const download = within(items[0] as HTMLElement).getByRole('link', { name: /Graphic a\.png/ })
    expect(download.getAttribute('href')).toBe('https://cdn.example/a.png')
    expect(download.hasAttribute('download')).toBe(true)
    const share = within(items[0] as HTMLElement).getByRole('link', { name: 'Share on X' }).getAttribute('href') ?? ''
    expect(new URL(share).searchParams.get('url')).toBe('https://www.example.org/share#graphic-a.png')
    expect(new URL(share).searchParams.get('text')).toBe('Vote early!')
    expect(document.getElementById('graphic-a.png')?.tagName).toBe('FIGURE')
  })

  it('shares with the page title when the editor suggested no words', () => {
    renderGallery({ graphics: [asset('a.png', 'image/png', { width: 10, height: 10 })] })
    const share = screen.getByRole('link', { name: 'Share on X' }).getAttribute('href') ?? ''
    expect(new URL(share).searchParams.get('text')).toBe('Share the campaign')
  })
})
