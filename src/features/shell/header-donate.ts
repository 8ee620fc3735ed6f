import type { NavLink, RegionData } from '../../content-model/content-model'
import type { ShellFundraising } from './shell-fundraising'

/**
 * Where the phone header's Donate button goes, or null for no button: the donate bar's link,
 * wherever the page shows the donate bar (not on pages that carry their own ask), never to a
 * visitor who is not asked for money, and with the visitor's refcodes like every donate link.
 */
export function headerDonateHref(
  donateBar: RegionData<{ link: NavLink | null } | null>,
  showsDonateBar: boolean,
  fundraising: ShellFundraising,
): string | null {
  if (!showsDonateBar || !fundraising.allowed || !donateBar.ok) return null
  const link = donateBar.value?.link
  return link ? fundraising.donateHref(link.href) : null
}
