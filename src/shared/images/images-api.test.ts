import { describe, expect, it } from 'vitest'
import { imagesApiUrl, IMAGE_WIDTHS, responsiveSources, widthsFor } from './images-api'

const PHOTO = 'https://images.ctfassets.net/space1/asset1/token1/rally.jpg'
const photo = (width: number | null, contentType = 'image/jpeg', url = PHOTO) => ({ url, contentType, width })

describe('the widths offered for an image', () => {
  it('are the steps below the file’s own width, then that width: never wider than the file', () => {
    expect(widthsFor(1000)).toEqual([400, 800, 1000])
    expect(widthsFor(300)).toEqual([300])
    expect(Math.max(...widthsFor(1700))).toBe(1700)
  })

  it('skip a step within a tenth of the file’s width, and stop at the API’s largest', () => {
    expect(widthsFor(1280)).toEqual([400, 800, 1280])
    expect(widthsFor(6000)).toEqual([...IMAGE_WIDTHS, 4000])
  })

  it('are every step when the file’s width is unknown', () => {
    expect(widthsFor(null)).toEqual([...IMAGE_WIDTHS])
  })
})

describe('Images API URLs', () => {
  it('ask for a width, a format and that format’s quality', () => {
    expect(imagesApiUrl(PHOTO, 800, 'avif')).toBe(`${PHOTO}?w=800&fm=avif&q=50`)
    expect(imagesApiUrl(PHOTO, 800, 'webp')).toBe(`${PHOTO}?w=800&fm=webp&q=75`)
    expect(imagesApiUrl(`${PHOTO}?v=2`, 400, 'webp')).toBe(`${PHOTO}?v=2&w=400&fm=webp&q=75`)
  })
})

describe('the responsive sources of an image', () => {
  it('are an AVIF and a WebP srcset over the same widths, with a WebP fallback no wider than 1200', () => {
    const sources = responsiveSources(photo(2000))
    expect(sources?.avif).toBe(
      [400, 800, 1200, 1600, 2000].map((width) => `${PHOTO}?w=${width}&fm=avif&q=50 ${width}w`).join(', '),
    )
    expect(sources?.webp).toBe([400, 800, 1200, 1600, 2000].map((width) => `${PHOTO}?w=${width}&fm=webp&q=75 ${width}w`).join(', '))
    expect(sources?.src).toBe(`${PHOTO}?w=1200&fm=webp&q=75`)
    expect(responsiveSources(photo(600))?.src).toBe(`${PHOTO}?w=600&fm=webp&q=75`)
  })

  it('exist for JPEG, PNG, WebP and AVIF on the Images API, the EU host included', () => {
    for (const type of ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/avif']) expect(responsiveSources(photo(800, type))).not.toBeNull()
    expect(responsiveSources(photo(800, 'image/png', 'https://images.eu.ctfassets.net/s/a/t/chart.png'))).not.toBeNull()
  })

  it('do not exist for SVG or GIF, for site-relative files, or for files on any other host', () => {
    expect(responsiveSources(photo(800, 'image/svg+xml', 'https://images.ctfassets.net/s/a/t/logo.svg'))).toBeNull()
    expect(responsiveSources(photo(800, 'image/gif', 'https://images.ctfassets.net/s/a/t/wave.gif'))).toBeNull()
    expect(responsiveSources(photo(800, 'image/svg+xml', '/content-assets/homepage-hero.svg'))).toBeNull()
    expect(responsiveSources(photo(800, 'image/jpeg', '/content-assets/photo.jpg'))).toBeNull()
    expect(responsiveSources(photo(800, 'image/jpeg', 'https://images.ctfassets.net.example/s/a/t/x.jpg'))).toBeNull()
    expect(responsiveSources(photo(800, 'image/jpeg', 'https://cdn.example/images.ctfassets.net/x.jpg'))).toBeNull()
  })
})
