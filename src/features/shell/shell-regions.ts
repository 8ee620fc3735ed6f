import type { PageFlags } from '../../queries/content-model'

export type ShellRegion = 'splash' | 'alert-bar' | 'navigation' | 'donate-bar' | 'footer'

/** Page types that carry their own donation form and bars: the site's donate bar would repeat them. */
const OWN_DONATE_ASK = new Set(['embeddableDonationForm', 'paymentCardForm', 'customDonationFormRedirect', 'adsLanding', 'googleAdsLanding'])
/** Ad landing pages keep visitors on the ask: the navigation shows the site's name and language switch, no menu. */
export const MINIMAL_NAVIGATION_PAGE_TYPES: ReadonlySet<string> = new Set(['adsLanding', 'googleAdsLanding'])
/** Display-ad landing pages drop the footer too; search-ad ones keep it (its policy links are required there). */
const NO_FOOTER = new Set(['adsLanding'])

/** Which of the flag-driven regions a page shows (docs/behaviour.md §2); main and the modal layer always show. */
export function visibleRegions(flags: PageFlags | null, pageTypeId: string | null): ReadonlySet<ShellRegion> {
  const regions = new Set<ShellRegion>()
  const type = pageTypeId ?? ''
  if (type === 'splashPage' || flags?.enableSplashPage) regions.add('splash')
  if (!flags?.disableAlertBar) regions.add('alert-bar')
  if (!flags?.disableNavigation) regions.add('navigation')
  if (!flags?.disableDonateBar && !OWN_DONATE_ASK.has(type)) regions.add('donate-bar')
  if (!flags?.disableFooter && !NO_FOOTER.has(type)) regions.add('footer')
  return regions
}
