/**
 * Where a snapshot's files are loaded from: the origins of its image assets (img-src) and of
 * its videos (media-src), for the content security policy. Read from the content itself, so the
 * policy allows the hosts an export file or a Contentful space really uses, and no other.
 */
import { videoSource } from '../../shared/video/video-source.ts'
import type { SpaceSnapshot } from './space-snapshot.ts'

export type AssetOrigins = { images: readonly string[]; media: readonly string[] }

/** The field, or key of a JSON field, that holds a video to play wherever the model has one. */
const VIDEO_KEY = 'videoUrl'

/** A file's origin; null for a site-relative file (covered by 'self'). Protocol-relative URLs are https, as the site serves them. */
function originOfFile(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const absolute = url.startsWith('//') ? `https:${url}` : url
  if (!/^https?:\/\//i.test(absolute)) return null
  try {
    return new URL(absolute).origin
  } catch {
    return null
  }
}

/** Every value under a `videoUrl` key, at any depth (a page's field, or modal copy inside a JSON field). */
function collectVideoUrls(value: unknown, underVideoKey: boolean, found: Set<string>): void {
  if (typeof value === 'string') {
    if (underVideoKey) found.add(value)
  } else if (Array.isArray(value)) {
    for (const item of value) collectVideoUrls(item, underVideoKey, found)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectVideoUrls(item, key === VIDEO_KEY, found)
  }
}

export function assetOriginsOf(snapshot: Pick<SpaceSnapshot, 'entries' | 'assets'>): AssetOrigins {
  const images = new Set<string>()
  const media = new Set<string>()
  for (const asset of snapshot.assets) {
    for (const file of Object.values(asset.fields.file ?? {})) {
      const { url, contentType } = (file ?? {}) as { url?: unknown; contentType?: unknown }
      const origin = originOfFile(url)
      if (!origin || typeof contentType !== 'string') continue
      // Other files (PDF, CSV…) are downloads: navigations, which neither directive governs.
      if (contentType.startsWith('image/')) images.add(origin)
      else if (/^(video|audio)\//.test(contentType)) media.add(origin)
    }
  }
  const videoUrls = new Set<string>()
  for (const entry of snapshot.entries) {
    for (const [fieldId, byLocale] of Object.entries(entry.fields)) {
      for (const value of Object.values(byLocale)) collectVideoUrls(value, fieldId === VIDEO_KEY, videoUrls)
    }
  }
  for (const url of videoUrls) {
    // Only what the site plays itself: embeds are frames (frame-src), anything else is not shown.
    const source = videoSource(url)
    const origin = source?.kind === 'file' ? originOfFile(source.src) : null
    if (origin) media.add(origin)
  }
  return { images: [...images].sort(), media: [...media].sort() }
}
