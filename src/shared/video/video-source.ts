/**
 * What a CMS video URL can be played as: a video file the browser plays itself, or a video on
 * one of the two hosts whose privacy-respecting embed player we allow (and the CSP frames).
 */
import { safeHref } from '../rich-text/safe-href.ts'

export type VideoSource = { kind: 'file'; src: string } | { kind: 'embed'; src: string }

export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const ID = /^[A-Za-z0-9_-]{6,20}$/

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1)
  if (url.pathname === '/watch') return url.searchParams.get('v')
  const match = /^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname)
  return match?.[2] ?? null
}

export function videoSource(raw: string | null | undefined): VideoSource | null {
  const href = safeHref(raw)
  if (!href) return null
  if (href.startsWith('/')) return /\.(mp4|webm|ogv|m4v)(\?|#|$)/i.test(href) ? { kind: 'file', src: href } : null
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  if (YOUTUBE_HOSTS.has(url.hostname)) {
    const id = youtubeId(url)
    return id && ID.test(id) ? { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` } : null
  }
  if (VIMEO_HOSTS.has(url.hostname)) {
    const id = /\/(?:video\/)?(\d{5,12})(?:\/|$)/.exec(url.pathname)?.[1]
    return id ? { kind: 'embed', src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` } : null
  }
  return /\.(mp4|webm|ogv|m4v)$/i.test(url.pathname) ? { kind: 'file', src: url.href } : null
}
