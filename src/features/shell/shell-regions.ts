import type { PageFlags } from '../../queries/content-model'

export type ShellRegion = 'splash' | 'alert-bar' | 'navigation' | 'donate-bar' | 'footer'

/** Which of the flag-driven regions a page shows (spec §2); main and the modal layer always show. */
export function visibleRegions(flags: PageFlags | null, pageTypeId: string | null): ReadonlySet<ShellRegion> {
  const regions = new Set<ShellRegion>()
  if (pageTypeId === 'splashPage' || flags?.enableSplashPage) regions.add('splash')
  if (!flags?.disableAlertBar) regions.add('alert-bar')
  if (!flags?.disableNavigation) regions.add('navigation')
  if (!flags?.disableDonateBar) regions.add('donate-bar')
  if (!flags?.disableFooter) regions.add('footer')
  return regions
}
