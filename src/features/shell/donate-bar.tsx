import { css } from 'styled-system/css'
import type { NavLink } from '../../content-model/content-model'
import { NavAnchor } from '../../shared/links/nav-anchor'
import type { ShellFundraising } from './shell-fundraising'

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
  '& :focus-visible': { outlineColor: 'focusRingInverse' },
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
const alternativeBar = css({ bg: 'bgInverse' })

/**
 * The site's donate bar; in a fundraising-disabled location the same place offers the
 * non-fundraising action instead (or nothing, when the CMS names none).
 */
export function DonateBar({ donate, fundraising }: { donate: { text: string; link: NavLink | null } | null; fundraising: ShellFundraising }) {
  if (!fundraising.allowed) {
    if (!fundraising.alternative) return null
    return (
      <aside data-region="donate-bar" className={`${bar} ${alternativeBar}`} aria-label={fundraising.alternative.label} data-fundraising-alternative="">
        <NavAnchor link={fundraising.alternative} />
      </aside>
    )
  }
  if (!donate) return null
  // The provider's own form (an external link) gets the visitor's refcodes; a page of the site reads them itself.
  const link = donate.link?.external ? { ...donate.link, href: fundraising.donateHref(donate.link.href) } : donate.link
  return (
    <aside data-region="donate-bar" className={bar} aria-label={donate.text} data-fundraising-ask="donate-bar">
      {link ? <NavAnchor link={link}>{donate.text}</NavAnchor> : donate.text}
    </aside>
  )
}
