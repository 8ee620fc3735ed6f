/** The player itself: loaded as its own chunk only when a visitor asks for the video. */
import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import type { VideoSource } from './video-source'

const frame = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', border: '0', zIndex: 'videoPlayer', bg: 'navy' })

export default function VideoPlayer({ source, title }: { source: VideoSource; title: string }) {
  const player = useRef<HTMLVideoElement & HTMLIFrameElement>(null)
  // The visitor pressed play: focus follows to the player, so the keyboard can pause it.
  useEffect(() => player.current?.focus(), [])
  return source.kind === 'file' ? (
    <video ref={player} className={frame} src={source.src} controls autoPlay playsInline title={title} />
  ) : (
    <iframe
      ref={player}
      className={frame}
      src={source.src}
      title={title}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
