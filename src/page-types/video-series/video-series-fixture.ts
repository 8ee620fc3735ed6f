/** A video series page for the component tests, as served (its fields the schema's output). */
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
  return {
    id: 'series',
    contentType: 'customFormPage',
    locale: 'en-US',
    title: 'Meet the candidate',
    path: '/videos',
    summary: null,
    heroImage: null,
    settings: { type: 'videoSeries' },
    flags: { disableAlertBar: false, disableDonateBar: false, disableNavigation: false, disableFooter: false, enableSplashPage: false },
    fundraisingTakeovers: [],
    fundraisingTakeoverEndDate: null,
    alternates: { 'en-US': '/videos', 'es-MX': null },
    updatedAt: null,
    fields: fields,
  }
}
