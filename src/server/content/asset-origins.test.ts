import { describe, expect, it } from 'vitest'
import { assetOriginsOf } from './asset-origins'
import type { RawAsset, RawEntry } from './space-snapshot'

const asset = (id: string, files: Record<string, { url: string; contentType: string }>): RawAsset => ({ sys: { id }, fields: { file: files } })
const entry = (id: string, contentType: string, fields: RawEntry['fields']): RawEntry => ({ sys: { id, contentType: { sys: { id: contentType } } }, fields })

describe('the origins a snapshot loads its files from', () => {
  it('are those of its image assets for images, read as https when written protocol-relative, in every locale', () => {
    const origins = assetOriginsOf({
      entries: [],
      assets: [
        asset('hero', {
          'en-US': { url: '//images.cdn.example/space/hero/token/hero.jpg', contentType: 'image/jpeg' },
          'es-MX': { url: 'https://images-es.cdn.example/space/hero/token/hero-es.jpg', contentType: 'image/jpeg' },
        }),
        asset('logo', { 'en-US': { url: '//images.cdn.example/space/logo/token/logo.svg', contentType: 'image/svg+xml' } }),
      ],
    })
    expect(origins.images).toEqual(['https://images-es.cdn.example', 'https://images.cdn.example'])
    expect(origins.media).toEqual([])
  })

  it('are those of video and audio assets for media; downloads and site-relative files add none', () => {
    const origins = assetOriginsOf({
      entries: [],
      assets: [
        asset('clip', { 'en-US': { url: '//videos.cdn.example/space/clip/token/clip.mp4', contentType: 'video/mp4' } }),
        asset('talk', { 'en-US': { url: '//audio.cdn.example/space/talk/token/talk.mp3', contentType: 'audio/mpeg' } }),
        asset('guide', { 'en-US': { url: '//files.cdn.example/space/guide/token/guide.pdf', contentType: 'application/pdf' } }),
        asset('local', { 'en-US': { url: '/content-assets/chart.svg', contentType: 'image/svg+xml' } }),
      ],
    })
    expect(origins).toEqual({ images: [], media: ['https://audio.cdn.example', 'https://videos.cdn.example'] })
  })

  it('include the hosts of video files that text fields name, at any depth, but not embeds or site paths', () => {
    const origins = assetOriginsOf({
      assets: [],
      entries: [
        entry('toolkit', 'toolkitDetail', { videoUrl: { 'en-US': 'https://videos.cdn.example/a/welcome.webm', 'es-MX': 'https://media.partner.example/bienvenida.mp4' } }),
        entry('episode', 'videoEpisode', { videoUrl: { 'en-US': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } }),
        entry('local', 'videoEpisode', { videoUrl: { 'en-US': '/content-assets/local.webm' } }),
        entry('settings', 'siteSettings', {
          modalLabels: { 'en-US': { welcome: { heading: 'Watch', videoUrl: 'https://clips.cdn.example/modal.mp4' }, other: { heading: 'No video' } } },
        }),
      ],
    })
    expect(origins.media).toEqual(['https://clips.cdn.example', 'https://media.partner.example', 'https://videos.cdn.example'])
    expect(origins.images).toEqual([])
  })

  it('ignore URLs in other fields and links that are not files the site plays', () => {
    const origins = assetOriginsOf({
      assets: [],
      entries: [
        entry('link', 'navigationLink', { url: { 'en-US': 'https://shop.example/video.mp4' } }),
        entry('page', 'toolkitDetail', { videoUrl: { 'en-US': 'https://pages.example/watch' } }),
        entry('insecure', 'toolkitDetail', { videoUrl: { 'en-US': 'http://plain.example/clip.mp4' } }),
      ],
    })
    expect(origins).toEqual({ images: [], media: [] })
  })
})
