import { css } from 'styled-system/css'
import type { NavLink } from '../../queries/content-model'
import { NavAnchor } from './nav-link'

const bar = css({
  position: 'sticky',
  bottom: '0',
  zIndex: 'donateBar',
  bg: 'red.dark',
  color: 'white',
  textAlign: 'center',
  py: '1',
  px: 'contentGutter',
  fontWeight: 'bodyBold',
  // A full-height target: the bar floats over links in the page, and a thin text link beside them is hard to hit.
  '& a': { color: 'inherit', textDecoration: 'underline', display: 'inline-flex', alignItems: 'center', minH: '11' },
  // Where scroll-driven animations exist, the bar arrives once the visitor scrolls, so it never
  // covers the first screen's own links and buttons; elsewhere it is simply always there.
  '@supports (animation-timeline: scroll())': {
    animationName: 'revealFromBottom',
    animationTimingFunction: 'linear',
    animationFillMode: 'both',
    animationTimeline: 'scroll(root)',
    animationRange: '0 160px',
  },
})

export function DonateBar({ donate }: { donate: { text: string; link: NavLink | null } | null }) {
  if (!donate) return null
  return (
    <aside data-region="donate-bar" className={bar} aria-label={donate.text}>
      {donate.link ? <NavAnchor link={donate.link}>{donate.text}</NavAnchor> : donate.text}
    </aside>
  )
}
