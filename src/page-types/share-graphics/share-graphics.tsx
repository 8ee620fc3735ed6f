import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import { DownloadLink } from '../../shared/downloads/download-link'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import { ShareLinks } from '../../shared/share/share-links'
import type { PageTypeProps } from '../page-type'
import { PageIntro } from '../../shared/page-intro/page-intro'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['sharing'] as const satisfies readonly LabelGroup[]

const section = css({ maxW: 'section', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '8' })
const grid = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', tablet: 'repeat(2, minmax(0, 1fr))', desktopSmall: 'repeat(3, minmax(0, 1fr))' }, gap: '8', listStyle: 'none', m: '0', p: '0' })
const item = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3', alignContent: 'start', m: '0', fontSize: 'md', scrollMarginTop: 'navOffset.small', '& img': { w: 'full', h: 'auto', bg: 'bgAlt' } })

/** The id a graphic's share links point at, so a shared link opens the page at that graphic. */
const anchorOf = (assetId: string) => `graphic-${assetId}`

/** Graphics for supporters to download and post; each carries its size, so the grid never shifts. */
export default function ShareGraphics({ page }: PageTypeProps<'shareGraphics'>) {
  // Parsed on the server by shareGraphicsFields (files that are not pictures left out).
  const fields = page.fields
  const graphics = fields.graphics ?? []
  const t = useLabels(page.locale, ...labels)
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  const shareText = fields.shareText ?? page.title
  return (
    <div className={section}>
      <PageIntro title={page.title} summary={page.summary} />
      {fields.body ? <RichText content={fields.body} className={css({ maxW: 'content' })} /> : null}
      {graphics.length > 0 ? (
        <ul className={grid} aria-label={t('toolkitResources')}>
          {graphics.map((asset) => (
            <li key={asset.id}>
              <figure id={anchorOf(asset.id)} className={item}>
                <ContentImage asset={asset} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" />
                <figcaption className={css({ display: 'grid', gap: '3' })}>
                  <DownloadLink asset={asset} locale={page.locale} />
                  <ShareLinks url={new URL(`${page.path}#${anchorOf(asset.id)}`, config.siteUrl).href} title={shareText} t={t} label={`${t('shareHeading')}: ${asset.title || asset.description}`} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
