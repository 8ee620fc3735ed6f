/**
 * A video as its thumbnail and a play button. No player code and no request to a video host
 * until the visitor activates it; then the player chunk loads and takes the thumbnail's place,
 * in the same 16:9 box, so nothing around it moves.
 */
import { useState } from 'react'
import { css } from 'styled-system/css'
import type { Asset } from '../../content-model/content-model'
import { FailureBoundary } from '../failure-boundary'
import { ContentImage } from '../images/content-image'
import { lazyWithRetry } from '../lazy-with-retry'
import { videoSource } from './video-source'

const VideoPlayer = lazyWithRetry('the video player', () => import('./video-player'))

const box = css({ position: 'relative', aspectRatio: '16 / 9', w: 'full', bg: 'navy', overflow: 'hidden' })
const thumb = css({
  position: 'absolute',
  inset: '0',
  zIndex: 'videoThumb',
  w: 'full',
  h: 'full',
  p: '0',
  border: '0',
  cursor: 'pointer',
  bg: 'navy',
  '& img': { w: 'full', h: 'full', objectFit: 'cover' },
  _hover: { '& span': { bg: 'donate.hoverBg' } },
})
const play = css({
  // In a corner, so the thumbnail's own picture and words stay readable.
  position: 'absolute',
  left: '4',
  bottom: '4',
  bg: 'donate.bg',
  color: 'donate.text',
  px: '6',
  py: '3',
  fontWeight: 'bodyBold',
  textTransform: 'uppercase',
  transitionProperty: 'background-color',
  transitionDuration: 'hover',
})

type VideoThumbnailProps = {
  url: string
  thumbnail: Asset | null
  title: string
  playLabel: string
  /** The video is the page's lead picture: its thumbnail is fetched first, never lazily (ContentImage's priority). */
  priority?: boolean
}

export function VideoThumbnail({ url, thumbnail, title, playLabel, priority = false }: VideoThumbnailProps) {
  const [playing, setPlaying] = useState(false)
  const source = videoSource(url)
  if (!source) return null
  return (
    <div className={box} data-video="">
      {playing ? (
        // A player that cannot load leaves its box empty; the page around it stays.
        <FailureBoundary name="Video player">
          <VideoPlayer source={source} title={title} />
        </FailureBoundary>
      ) : (
        <button type="button" className={thumb} onClick={() => setPlaying(true)} aria-label={`${playLabel}: ${title}`}>
          {thumbnail ? (
            <ContentImage asset={thumbnail} decorative priority={priority} sizes="(min-width: 1024px) 760px, 100vw" />
          ) : null}
          <span className={play} aria-hidden="true">
            ▶ {playLabel}
          </span>
        </button>
      )}
    </div>
  )
}
