/**
 * Image URLs of Contentful's Images API: one file in the widths a layout may need, as AVIF and
 * WebP at a quality chosen per format (docs/decisions/019). Pure, so the server render and the
 * browser build the same attributes.
 */
import type { Asset } from '../../content-model/content-model'

/** The API's hosts (EU data residency has its own). Files elsewhere are served as they are. */
const IMAGES_API = /^https:\/\/images(\.eu)?\.ctfassets\.net\//
/** Formats the API resizes and converts: not SVG (served as drawn) nor GIF (it may be animated). */
const RASTER = /^image\/(jpe?g|png|webp|avif)$/
/** Enough steps for phones to wide screens at 1x–3x, few enough to keep the HTML small. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600, 2400] as const
/** The widest the API makes. */
const MAX_WIDTH = 4000
/** AVIF keeps the look of WebP at 75 with a lower number. */
const QUALITY = { avif: 50, webp: 75 } as const
/** The `src` for a browser that reads no srcset: a middling width. */
const FALLBACK_WIDTH = 1200

export type ImageFormat = keyof typeof QUALITY

export type ResponsiveSources = {
  /** `srcset` of the AVIF `<source>`. */
  avif: string
  /** `srcset` of the `<img>`, in WebP. */
  webp: string
  src: string
}

/** The widths to offer for a file this wide: the steps below it, then its own width (never wider). */
export function widthsFor(assetWidth: number | null): number[] {
  const own = assetWidth && assetWidth > 0 ? Math.min(Math.round(assetWidth), MAX_WIDTH) : null
  if (!own) return [...IMAGE_WIDTHS]
  // A step within a tenth of the file's own width would be a second copy of nearly the same file.
  return [...IMAGE_WIDTHS.filter((width) => width < own * 0.9), own]
}

export function imagesApiUrl(url: string, width: number, format: ImageFormat): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}&fm=${format}&q=${QUALITY[format]}`
}

/** Whether the Images API can resize and convert this asset. */
function isResizable(asset: Pick<Asset, 'url' | 'contentType'>): boolean {
  return IMAGES_API.test(asset.url) && RASTER.test(asset.contentType)
}

/** The srcsets and fallback of a resizable asset; null for any other image (served as its own file). */
export function responsiveSources(asset: Pick<Asset, 'url' | 'contentType' | 'width'>): ResponsiveSources | null {
  if (!isResizable(asset)) return null
  const widths = widthsFor(asset.width)
  const srcSet = (format: ImageFormat) => widths.map((width) => `${imagesApiUrl(asset.url, width, format)} ${width}w`).join(', ')
  const fallback = widths.filter((width) => width <= FALLBACK_WIDTH).at(-1) ?? (widths[0] as number)
  return { avif: srcSet('avif'), webp: srcSet('webp'), src: imagesApiUrl(asset.url, fallback, 'webp') }
}
