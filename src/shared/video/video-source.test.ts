import { describe, expect, it } from 'vitest'
import { videoSource } from './video-source'

describe('a CMS video URL', () => {
  it('is played by the browser when it is a video file on the site or a CDN', () => {
    expect(videoSource('/content-assets/welcome.webm')).toEqual({ kind: 'file', src: '/content-assets/welcome.webm' })
    expect(videoSource('https://videos.example.net/a/b/clip.mp4')).toEqual({ kind: 'file', src: 'https://videos.example.net/a/b/clip.mp4' })
  })

  it('becomes the no-cookie embed for the known video hosts', () => {
    const embed = { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' }
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(embed)
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed)
    expect(videoSource('https://vimeo.com/76979871')).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1' })
  })

  it('is refused when it is anything else: another host, plain http, a script URL, a page', () => {
    expect(videoSource('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoSource('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoSource('javascript:alert(1)')).toBeNull()
    expect(videoSource('/plans')).toBeNull()
    expect(videoSource('https://www.youtube.com/watch?v=<script>')).toBeNull()
    expect(videoSource(null)).toBeNull()
  })
})
