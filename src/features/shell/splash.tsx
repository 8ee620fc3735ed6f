import { css } from 'styled-system/css'
import type { NavLink } from '../../content-model/content-model'
import { NavAnchor } from '../../shared/links/nav-anchor'

const splash = css({ bg: 'cream', color: 'navy', px: 'contentGutter', py: '12', textAlign: 'center' })
const heading = css({ textStyle: 'title', fontWidth: 'extraWide' })
const cta = css({ display: 'inline-block', mt: '6', bg: 'red.dark', color: 'white', px: '6', py: '3', fontWeight: 'bodyBold' })

export function Splash({ splash: content }: { splash: { heading: string; body: string | null; link: NavLink | null } | null }) {
  if (!content) return null
  return (
    <section data-region="splash" className={splash} aria-label={content.heading}>
      <p className={heading}>{content.heading}</p>
      {content.body ? <p>{content.body}</p> : null}
      {content.link ? <NavAnchor link={content.link} className={cta} /> : null}
    </section>
  )
}
