/**
 * The episodes a video series shows, from content normalized as the site serves it: linked
 * videoEpisode entries arrive as summaries carrying their own fields.
 */
import { describe, expect, it } from 'vitest'
import { LocalizedReader } from '../../server/content/localized-reader'
import { ValueNormalizer } from '../../server/content/normalize-values'
import type { RawAsset, RawEntry } from '../../server/content/space-snapshot'
import { parsePageFields } from '../../content-model/page-fields'
import { videoSeriesFields, type VideoSeriesFields } from './video-series.fields'

const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({ sys: { type: 'Link', linkType, id } })
const both = <T,>(en: T, es?: T) => (es === undefined ? { 'en-US': en } : { 'en-US': en, 'es-MX': es })
const entry = (id: string, contentType: string, fields: Record<string, Record<string, unknown>>): RawEntry => ({ sys: { id, contentType: { sys: { id: contentType } } }, fields })
const thumbnail: RawAsset = {
  sys: { id: 'thumb' },
  fields: { title: both('Thumb'), description: both(''), file: both({ url: '//cdn.example/thumb.jpg', contentType: 'image/jpeg', details: { size: 9000, image: { width: 1280, height: 720 } } }) },
}

function seriesFields(episodes: RawEntry[]) {
  const series = entry('series', 'customFormPage', {
    title: both('Meet the candidate', 'Conoce a la candidata'),
    path: both('/videos'),
    settings: both({ type: 'videoSeries' }),
    episodes: both(episodes.map((episode) => link(episode.sys.id))),
  })
  const reader = new LocalizedReader({
    entries: [series, ...episodes],
    assets: [thumbnail],
    locales: [
      { code: 'en-US', default: true, fallbackCode: null },
      { code: 'es-MX', fallbackCode: 'en-US' },
    ],
  })
  // The page's own field as the page normalizer hands it to the page type's schema.
  return (locale: 'en-US' | 'es-MX'): VideoSeriesFields =>
    parsePageFields(videoSeriesFields, { episodes: new ValueNormalizer(reader, locale).value(reader.field(series, 'episodes', locale)) }).fields
}

describe('a video series’ episodes', () => {
  it('are read from the linked entries, in their order and language, with thumbnail and length', () => {
    const fields = seriesFields([
      entry('e1', 'videoEpisode', {
        title: both('Why I am running', 'Por qué me postulo'),
        description: both('Two minutes on the campaign.', 'Dos minutos sobre la campaña.'),
        videoUrl: both('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
        thumbnail: both(link('thumb', 'Asset')),
        duration: both('2:35'),
      }),
      entry('e2', 'videoEpisode', { title: both('On water', 'Sobre el agua'), videoUrl: both('/content-assets/water.webm', '/content-assets/agua.webm') }),
    ])
    expect(fields('es-MX').episodes).toEqual([
      {
        id: 'e1',
        title: 'Por qué me postulo',
        description: 'Dos minutos sobre la campaña.',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        thumbnail: { id: 'thumb', title: 'Thumb', description: '', url: 'https://cdn.example/thumb.jpg', contentType: 'image/jpeg', width: 1280, height: 720, size: 9000 },
        duration: '2:35',
      },
      { id: 'e2', title: 'Sobre el agua', description: null, videoUrl: '/content-assets/agua.webm', thumbnail: null, duration: null },
    ])
  })

  it('leave out an episode without a video the site can play, or without a title', () => {
    const fields = seriesFields([
      entry('none', 'videoEpisode', { title: both('No video yet') }),
      entry('elsewhere', 'videoEpisode', { title: both('Another host'), videoUrl: both('https://videos.example.net/watch?v=1') }),
      entry('script', 'videoEpisode', { title: both('Hostile'), videoUrl: both('javascript:alert(1)') }),
      entry('untitled', 'videoEpisode', { videoUrl: both('/content-assets/a.webm') }),
      entry('good', 'videoEpisode', { title: both('Playable'), videoUrl: both('https://vimeo.com/76979871') }),
    ])
    expect(fields('en-US').episodes?.map((episode) => episode.id)).toEqual(['good'])
  })

  it('may be none: the page still serves its text, and the missing episodes are reported', () => {
    expect(parsePageFields(videoSeriesFields, {})).toEqual({ fields: {}, problems: [{ field: 'episodes', message: 'required, but not filled in' }] })
  })
})
