/**
 * Every image the content puts on the site. A file the Images API can resize comes in the widths
 * the layout needs (AVIF where the browser takes it, WebP otherwise); any other image (SVG, the
 * export's site-relative files) is its own file. Sized from the asset, so nothing moves as it
 * loads; the page's largest image (`priority`) is fetched first, the others as they near the
 * screen. An asset that is not an image is a download link.
 */
import { css } from 'styled-system/css'
import type { Asset } from '../../content-model/content-model'
import { useFirstViewPriority } from './first-view-priority'
import { responsiveSources } from './images-api'

// The <picture> makes no box of its own: layouts and styles meet the <img> as if it stood alone.
const picture = css({ display: 'contents' })
// A failed image is drawn as its alt text, no longer a replaced element: its box keeps the asset's
// ratio (the width/height attributes) only if the text may not stretch it (ADR 062).
const keepsItsBox = css({ minH: '0', overflow: 'hidden' })

type DataAttributes = { [name: `data-${string}`]: string | number | boolean | undefined }

export type ContentImageProps = {
  asset: Asset
  /** How wide the image is shown, per layout (the `sizes` attribute); the viewport's width when left out. */
  sizes?: string
  /** The page's largest image: fetched first (unless an overlay covers it, first-view-priority.tsx) and never lazily. */
  priority?: boolean
  /** Decoration beside words that say the same: no alt text, and nothing at all for an asset that is not an image. */
  decorative?: boolean
  className?: string
} & DataAttributes

export function ContentImage({ asset, sizes = '100vw', priority = false, decorative = false, className, ...data }: ContentImageProps) {
  const firstViewPriority = useFirstViewPriority()
  if (!asset.contentType.startsWith('image/')) {
    if (decorative) return null
    return (
      <a href={asset.url} download>
        {asset.title || asset.url}
      </a>
    )
  }
  const fetchedFirst = priority && firstViewPriority
  const attributes = {
    ...data,
    className: className ? `${keepsItsBox} ${className}` : keepsItsBox,
    alt: decorative ? '' : asset.description,
    width: asset.width ?? undefined,
    height: asset.height ?? undefined,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    // Under an overlay that covers the first view, a lead image is still never lazy, but not fetched first.
    fetchPriority: fetchedFirst ? ('high' as const) : undefined,
    decoding: 'async' as const,
  }
  const sources = responsiveSources(asset)
  if (!sources) return <img src={asset.url} {...attributes} />
  return (
    <picture className={picture}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <img src={sources.src} srcSet={sources.webp} sizes={sizes} {...attributes} />
    </picture>
  )
}
