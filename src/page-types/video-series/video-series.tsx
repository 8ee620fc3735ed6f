import { useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { LabelGroup, LabelsOf } from '../../shared/i18n/label-groups'
import { useLabels, type Translate } from '../../shared/i18n/use-labels'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import { VideoThumbnail } from '../../shared/video/video-thumbnail'
import type { PageTypeProps } from '../page-type'
import type { VideoEpisode } from './video-series.fields'
import { PageIntro } from '../../shared/page-intro/page-intro'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['video'] as const satisfies readonly LabelGroup[]

const section = css({ maxW: 'section', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '8' })
const layout = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', desktopSmall: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: '8', alignItems: 'start' })
const featuredBox = css({ display: 'grid', gap: '4' })
const featuredTitle = css({ fontSize: { base: '2xl', desktopSmall: '4xl' }, fontWeight: 'title', lineHeight: 'title', color: 'navy', scrollMarginTop: 'navOffset.small' })
const facts = css({ fontSize: 'md', color: 'textMuted' })
const listHeading = css({ fontSize: 'xl', fontWeight: 'bodyBold', color: 'navy' })
const list = css({ display: 'grid', gap: '3', listStyle: 'none', m: '0', p: '0' })
const choice = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: '3',
  alignItems: 'start',
  w: 'full',
  p: '2',
  bg: 'bgAlt',
  color: 'navy',
  textAlign: 'left',
  border: '2px solid transparent',
  cursor: 'pointer',
  transitionProperty: 'border-color',
  transitionDuration: 'hover',
  _hover: { borderColor: 'navy', '& strong': { textDecoration: 'underline' } },
  '& img': { w: 'full', h: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'navy' },
})
const choiceText = css({ display: 'grid', gap: '1', fontSize: 'md' })

/**
 * A series of videos: one featured and large, the others listed. Choosing one features it; its
 * player, like the first one's, loads only when the visitor presses play.
 */
export default function VideoSeries({ page }: PageTypeProps<'videoSeries'>) {
  // Parsed on the server by videoSeriesFields (episodes that cannot play left out).
  const fields = page.fields
  const { episodes = [] } = fields
  const t = useLabels(page.locale, ...labels)
  const ids = useId()
  const [featuredId, setFeaturedId] = useState(episodes[0]?.id ?? null)
  const featured = episodes.find((episode) => episode.id === featuredId) ?? episodes[0]
  const others = episodes.filter((episode) => episode !== featured)

  // The chosen button leaves the list: focus goes to the episode it features, not to the page's start.
  const featuredHeading = useRef<HTMLHeadingElement>(null)
  const focusFeatured = useRef(false)
  useEffect(() => {
    if (!focusFeatured.current) return
    focusFeatured.current = false
    featuredHeading.current?.focus()
  }, [featuredId])
  const feature = (episode: VideoEpisode) => {
    focusFeatured.current = true
    setFeaturedId(episode.id)
  }

  return (
    <div className={section}>
      <PageIntro title={page.title} summary={page.summary} />
      {featured ? (
        <div className={layout}>
          <section className={featuredBox} aria-labelledby={`${ids}-featured`}>
            {/* Keyed by episode, so a newly featured video starts again as its thumbnail, without a player; the page's lead picture. */}
            <VideoThumbnail key={featured.id} url={featured.videoUrl} thumbnail={featured.thumbnail ?? page.heroImage} title={featured.title} playLabel={t('playVideo')} priority />
            <h2 id={`${ids}-featured`} ref={featuredHeading} tabIndex={-1} className={featuredTitle}>
              {featured.title}
            </h2>
            {featured.duration ? <Duration duration={featured.duration} t={t} /> : null}
            {featured.description ? <p>{featured.description}</p> : null}
          </section>
          {others.length > 0 ? (
            <section className={css({ display: 'grid', gap: '4' })} aria-labelledby={`${ids}-more`}>
              <h2 id={`${ids}-more`} className={listHeading}>
                {t('videoMoreEpisodes')}
              </h2>
              <ul className={list}>
                {others.map((episode) => (
                  <li key={episode.id}>
                    <button type="button" className={choice} onClick={() => feature(episode)}>
                      {episode.thumbnail ? (
                        <ContentImage asset={episode.thumbnail} decorative sizes="(min-width: 1024px) 160px, 40vw" />
                      ) : (
                        <span aria-hidden="true" className={css({ aspectRatio: '16 / 9', bg: 'navy' })} />
                      )}
                      <span className={choiceText}>
                        <strong>{episode.title}</strong>
                        {episode.duration ? <Duration duration={episode.duration} t={t} /> : null}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
      {fields.body ? <RichText content={fields.body} className={css({ maxW: 'content' })} /> : null}
    </div>
  )
}

function Duration({ duration, t }: { duration: string; t: Translate<LabelsOf<(typeof labels)[number]>> }) {
  return (
    <span className={facts}>
      <span className={css({ srOnly: true })}>{t('videoDuration')} </span>
      {duration}
    </span>
  )
}
