import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { NavLink } from '../../content-model/content-model'

/** A CMS link: site paths navigate on the client, other URLs are plain links. */
export function NavAnchor({ link, className, children }: { link: NavLink; className?: string; children?: ReactNode }) {
  if (link.external) {
    return (
      <a href={link.href} className={className} rel="noopener">
        {children ?? link.label}
      </a>
    )
  }
  return (
    <Link to={link.href} className={className}>
      {children ?? link.label}
    </Link>
  )
}
