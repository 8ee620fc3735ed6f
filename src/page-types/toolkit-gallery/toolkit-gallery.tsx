import { css } from 'styled-system/css'
import { DownloadLink } from '../../shared/downloads/download-link'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import type { PageTypeProps } from '../page-type'
import { PageIntro } from '../../shared/page-intro/page-intro'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['sharing'] as const satisfies readonly LabelGroup[]

const section = css({ maxW: 'section', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '8' })
const grid = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', mobileLarge: 'repeat(2, minmax(0, 1fr))', desktopSmall: 'repeat(3, minmax(0, 1fr))' }, gap: '6', listStyle: 'none', m: '0', p: '0' })
const item = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '2', alignContent: 'start', m: '0', fontSize: 'md', '& img': { w: 'full', h: 'auto', bg: 'bgAlt' } })

/** A grid of graphics, each with its own download link; images carry their size so the grid never shifts. */
export default function ToolkitGallery({ page }: PageTypeProps<'toolkitGallery'>) {
  // Parsed on the server by toolkitGalleryFields: any field may be absent.
  const fields = page.fields
  const t = useLabels(page.locale, ...labels)
  const items = fields.items ?? []
  return (
    <div className={section}>
      <PageIntro title={page.title} summary={page.summary} />
      {fields.body ? <RichText content={fields.body} className={css({ maxW: 'content' })} /> : null}
      {items.length > 0 ? (
        <ul className={grid} aria-label={t('toolkitResources')}>
          {items.map((asset) => (
            <li key={asset.id}>
              <figure className={item}>
                <ContentImage asset={asset} sizes="(min-width: 1024px) 33vw, (min-width: 410px) 50vw, 100vw" />
                <figcaption>
                  <DownloadLink asset={asset} locale={page.locale} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
