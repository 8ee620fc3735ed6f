import { css } from 'styled-system/css'
import { DownloadLink } from '../../shared/downloads/download-link'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import { VideoThumbnail } from '../../shared/video/video-thumbnail'
import type { PageTypeProps } from '../page-type'
import { PageIntro } from '../../shared/page-intro/page-intro'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['video', 'sharing'] as const satisfies readonly LabelGroup[]

const article = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '6' })
const downloads = css({ display: 'grid', gap: '3', bg: 'bgAlt', p: '6' })
const downloadList = css({ display: 'grid', gap: '2', listStyle: 'none', m: '0', p: '0' })

/** One toolkit: a video on demand, the guide, and its files to download. */
export default function ToolkitDetail({ page }: PageTypeProps<'toolkitDetail'>) {
  // Parsed on the server by toolkitDetailFields: any field may be absent.
  const fields = page.fields
  const t = useLabels(page.locale, ...labels)
  const resources = fields.resources ?? []
  return (
    <article className={article}>
      <PageIntro title={page.title} summary={page.summary} />
      {fields.videoUrl ? (
        <VideoThumbnail url={fields.videoUrl} thumbnail={fields.videoThumbnail ?? page.heroImage} title={page.title} playLabel={t('playVideo')} priority />
      ) : page.heroImage ? (
        <ContentImage asset={page.heroImage} priority />
      ) : null}
      {fields.body ? <RichText content={fields.body} /> : null}
      {resources.length > 0 ? (
        <section className={downloads} aria-labelledby="toolkit-downloads">
          <h2 id="toolkit-downloads" className={css({ fontSize: '2xl', color: 'navy' })}>
            {t('downloads')}
          </h2>
          <ul className={downloadList}>
            {resources.map((asset) => (
              <li key={asset.id}>
                <DownloadLink asset={asset} locale={page.locale} />
                {asset.description ? <p className={css({ fontSize: 'sm', color: 'textMuted' })}>{asset.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}
