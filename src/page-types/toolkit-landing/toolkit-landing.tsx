import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import type { PageTypeProps } from '../page-type'
import { PageIntro } from '../../shared/page-intro/page-intro'

const section = css({ maxW: 'section', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '8' })
const grid = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', tablet: 'repeat(2, minmax(0, 1fr))', desktopSmall: 'repeat(3, minmax(0, 1fr))' }, gap: '6', listStyle: 'none', m: '0', p: '0' })
const card = css({
  display: 'grid',
  // Its one track never grows past the card for a failed image's alt text (ADR 062).
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: '3',
  h: 'full',
  bg: 'bgAlt',
  color: 'navy',
  p: '5',
  textDecoration: 'none',
  '& img': { w: 'full', h: 'auto' },
  _hover: { '& strong': { textDecoration: 'underline' } },
})

/** The organiser toolkits, as cards linking to each. */
export default function ToolkitLanding({ page }: PageTypeProps<'toolkitLanding'>) {
  // Parsed on the server by toolkitLandingFields: any field may be absent.
  const fields = page.fields
  const toolkits = (fields.toolkits ?? []).filter((entry) => entry.href)
  return (
    <div className={section}>
      <PageIntro title={page.title} summary={page.summary} />
      {fields.body ? <RichText content={fields.body} className={css({ maxW: 'content' })} /> : null}
      {toolkits.length > 0 ? (
        <ul className={grid}>
          {toolkits.map((entry) => (
            <li key={entry.id}>
              <Link to={entry.href ?? undefined} className={card}>
                {entry.image ? <ContentImage asset={entry.image} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" /> : null}
                <strong className={css({ fontSize: 'xl', fontWidth: 'extraWide' })}>{entry.title}</strong>
                {entry.summary ? <span>{entry.summary}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
