import type { PageFlags } from '../../content-model/content-model'
import { isPageTypeId, pageTypePolicy } from '../../page-types/page-type-manifests'
import type { PageTypeShell } from '../../page-types/page-type-manifest'

export type ShellRegion = 'splash' | 'alert-bar' | 'navigation' | 'donate-bar' | 'footer'

/** What the page type's manifest asks of the shell; a page of no known type (a 404, an article fallback) gets the full shell. */
function shellOf(pageTypeId: string | null): PageTypeShell {
  return isPageTypeId(pageTypeId) ? pageTypePolicy(pageTypeId).shell : { splash: false, ownDonateAsk: false, minimalNavigation: false, footer: true }
}

/** The navigation shows the site's name and language switch, no menu (the manifest's shell.minimalNavigation). */
export function hasMinimalNavigation(pageTypeId: string | null): boolean {
  return shellOf(pageTypeId).minimalNavigation
}

/** Which of the flag-driven regions a page shows (docs/behaviour.md §2); main and the modal layer always show. */
export function visibleRegions(flags: PageFlags | null, pageTypeId: string | null): ReadonlySet<ShellRegion> {
  const shell = shellOf(pageTypeId)
  const regions = new Set<ShellRegion>()
  if (shell.splash || flags?.enableSplashPage) regions.add('splash')
  if (!flags?.disableAlertBar) regions.add('alert-bar')
  if (!flags?.disableNavigation) regions.add('navigation')
  if (!flags?.disableDonateBar && !shell.ownDonateAsk) regions.add('donate-bar')
  if (!flags?.disableFooter && shell.footer) regions.add('footer')
  return regions
}
