import { css } from 'styled-system/css'
import type { NavLink } from '../../content-model/content-model'
import { NavAnchor } from '../../shared/links/nav-anchor'

const bar = css({
  bg: 'yellow',
  color: 'navy',
  textAlign: 'center',
  px: 'contentGutter',
  py: '2',
  fontWeight: 'bodyBold',
  '& a': { color: 'inherit', textDecoration: 'underline' },
})

export function AlertBar({ alert, label }: { alert: { text: string; link: NavLink | null } | null; label: string }) {
  if (!alert) return null
  return (
    <aside data-region="alert-bar" className={bar} aria-label={label}>
      {alert.link ? <NavAnchor link={alert.link}>{alert.text}</NavAnchor> : alert.text}
    </aside>
  )
}
