/** A video series page for the component tests, as served (its fields the schema's output). */
import { buildPage } from '../../../tests/support/page-builder'
import type { PageOf } from '../page-type'
import type { VideoEpisode, VideoSeriesFields } from './video-series.fields'

function episode(id: string, title: string, videoUrl: string, description: string | null, duration: string | null): VideoEpisode {
  return { id, title, description, videoUrl, thumbnail: null, duration }
}

export function seriesPage(): PageOf<'videoSeries'> {
  const fields: VideoSeriesFields = {
    episodes: [
      episode('e1', 'Why I am running', '/content-assets/running.webm', 'Two minutes on the campaign.', '2:35'),
      episode('e2', 'On water', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'The valley’s pipes.', '4:10'),
      episode('e3', 'On housing', '/content-assets/housing.webm', null, null),
    ],
  }
  return buildPage('videoSeries', { id: 'series', title: 'Meet the candidate', path: '/videos', fields })
}
