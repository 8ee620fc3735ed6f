import type { NavLink } from '../../content-model/content-model'

/**
 * What the shell's fundraising regions (donate bar, takeover) need to know about the visitor,
 * composed by the route from the fundraising feature: whether to ask, how to decorate a donate
 * link, and what to offer instead.
 */
export type ShellFundraising = {
  allowed: boolean
  donateHref(href: string): string
  alternative: NavLink | null
}
