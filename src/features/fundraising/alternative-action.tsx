import type { NavLink } from '../../content-model/content-model'
import { NavAnchor } from '../../shared/links/nav-anchor'

/** Where a donate ask would be, in a fundraising-disabled location: the CMS's non-fundraising action. */
export function AlternativeAction({ link, className }: { link: NavLink | null; className?: string }) {
  if (!link) return null
  return (
    <div className={className} data-fundraising-alternative="">
      <NavAnchor link={link} />
    </div>
  )
}
