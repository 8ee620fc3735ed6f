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
  py: '3',
  px: 'contentGutter',
  fontWeight: 'bodyBold',
  '& a': { color: 'inherit', textDecoration: 'underline' },
})

export function DonateBar({ donate }: { donate: { text: string; link: NavLink | null } | null }) {
  if (!donate) return null
  return (
    <aside data-region="donate-bar" className={bar} aria-label={donate.text}>
      {donate.link ? <NavAnchor link={donate.link}>{donate.text}</NavAnchor> : donate.text}
    </aside>
  )
}
