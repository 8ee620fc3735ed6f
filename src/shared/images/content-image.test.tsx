// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Asset } from '../../content-model/content-model'
import { ContentImage } from './content-image'
import { FirstViewCoveredByOverlay } from './first-view-priority'

const asset = (overrides: Partial<Asset>): Asset => ({
  id: 'a1',
  title: 'Rally',
  description: 'Supporters at a rally',
  url: 'https://images.ctfassets.net/space1/a1/token1/rally.jpg',
  contentType: 'image/jpeg',
  width: 1600,
  height: 900,
  size: 120_000,
  ...overrides,
})

const markup = (element: React.ReactElement) => {
  const container = document.createElement('div')
  container.innerHTML = renderToStaticMarkup(element)
  return container
}

describe('ContentImage', () => {
  it('fetches the page’s lead image first, unless an overlay covers the first view: then it is only never lazy', () => {
    const lead = markup(<ContentImage asset={asset({})} priority />).querySelector('img')
    expect([lead?.getAttribute('fetchpriority'), lead?.getAttribute('loading')]).toEqual(['high', 'eager'])
    const covered = markup(
      <FirstViewCoveredByOverlay covered>
        <ContentImage asset={asset({})} priority />
      </FirstViewCoveredByOverlay>,
    ).querySelector('img')
    expect([covered?.getAttribute('fetchpriority'), covered?.getAttribute('loading')]).toEqual([null, 'eager'])
  })

  it('serves an Images API photo as AVIF or WebP in widths up to its own, sized, and lazily', () => {
    const html = markup(<ContentImage asset={asset({})} sizes="50vw" />)
    const source = html.querySelector('picture > source')
    const image = html.querySelector('picture > img')
    expect(source?.getAttribute('type')).toBe('image/avif')
    expect(source?.getAttribute('srcset')).toContain('rally.jpg?w=1600&fm=avif')
    expect(source?.getAttribute('sizes')).toBe('50vw')
    expect(image?.getAttribute('srcset')).toContain('rally.jpg?w=400&fm=webp')
    expect(image?.getAttribute('srcset')).not.toContain('w=2400')
    expect(image?.getAttribute('sizes')).toBe('50vw')
    expect([image?.getAttribute('alt'), image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading')]).toEqual([
      'Supporters at a rally',
      '1600',
      '900',
      'lazy',
    ])
    expect(image?.hasAttribute('fetchpriority')).toBe(false)
  })

  it('fetches the page’s largest image first, never lazily', () => {
    const image = markup(<ContentImage asset={asset({})} priority />).querySelector('img')
    expect([image?.getAttribute('loading'), image?.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
  })

  it('keeps an SVG or a site-relative file a plain image of its own file', () => {
    for (const url of ['/content-assets/hero.svg', 'https://images.ctfassets.net/space1/a1/token1/hero.svg']) {
      const html = markup(<ContentImage asset={asset({ url, contentType: 'image/svg+xml' })} />)
      expect(html.querySelector('picture')).toBeNull()
      expect(html.querySelector('img')?.getAttribute('src')).toBe(url)
      expect(html.querySelector('img')?.hasAttribute('srcset')).toBe(false)
    }
  })

  it('is a download link for a file that is not an image, and nothing when it only decorates', () => {
    const pdf = asset({ url: '/content-assets/guide.pdf', contentType: 'application/pdf', title: 'Guide' })
    const link = markup(<ContentImage asset={pdf} />).querySelector('a')
    expect([link?.getAttribute('href'), link?.hasAttribute('download'), link?.textContent]).toEqual(['/content-assets/guide.pdf', true, 'Guide'])
    expect(renderToStaticMarkup(<ContentImage asset={pdf} decorative />)).toBe('')
  })

  it('has no alt text when it decorates, and passes its class and data attributes to the <img>', () => {
    const image = markup(<ContentImage asset={asset({})} decorative className="backdrop" data-active />).querySelector('img')
    expect([image?.getAttribute('alt'), image?.classList.contains('backdrop'), image?.getAttribute('data-active')]).toEqual(['', true, 'true'])
  })
})
