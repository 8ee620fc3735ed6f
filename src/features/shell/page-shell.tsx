import { useSuspenseQuery } from '@tanstack/react-query'
import { ClientOnly } from '@tanstack/react-router'
import { Suspense, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Page } from '../../content-model/content-model'
import { siteSettingsQueryOptions } from '../../queries/content-query-options'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import { FirstViewCoveredByOverlay } from '../../shared/images/first-view-priority'
import { useLabels } from '../../shared/i18n/use-labels'
import { lazyWithRetry } from '../../shared/lazy-with-retry'
import { isFundraisingDisabledLocation } from '../../shared/fundraising/fundraising-location'
import { localizedPath, otherLocale, type Locale } from '../../shared/locale'
import { useAppStore } from '../../stores/app-store-context'
import { selectStateCode } from '../segments/selectors'
import { AlertBar } from './alert-bar'
import { DonateBar } from './donate-bar'
import { Footer } from './footer'
import { headerDonateHref } from './header-donate'
import { Navigation } from './navigation'
import { RegionBoundary, WithRegionData } from './region-boundary'
import type { ShellFundraising } from './shell-fundraising'
import { hasMinimalNavigation, visibleRegions } from './shell-regions'
import { Splash } from './splash'
import { takeoverComponent } from './takeover-chunk'

const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '-20',
  zIndex: 'tabOnlyA11y',
  bg: 'white',
  color: 'navy',
  p: '3',
  _focus: { top: '2' },
})
const main = css({ minH: '50vh' })
// Only an editor in preview ever loads it.
const PreviewBanner = lazyWithRetry('the preview banner', () => import('./preview-banner'))

type PageShellProps = {
  locale: Locale
  /** The page being shown; null for the 404 page. */
  page: Page | null
  pageTypeId: string | null
  /** In preview, what the page is shown without (its fields that are missing or malformed). */
  contentProblems?: readonly { field: string; message: string }[]
  /** The same page in the other language, or that language's homepage. */
  alternateHref?: string
  /** The modal layer's content, composed by the route. */
  modals?: ReactNode
  /** The visitor's fundraising context, composed by the route; without it (the 404 page) links go as they are. */
  fundraising?: ShellFundraising
  /** The takeover shows in every time zone: it is in the server's HTML (ADR 062); the route loaded its code. */
  takeoverAtRender?: boolean
  children: ReactNode
}

/** The eight regions of docs/behaviour.md §2 in order; each flag region sits in its own boundary. */
export function PageShell({ locale, page, pageTypeId, contentProblems = [], alternateHref, modals, fundraising, takeoverAtRender = false, children }: PageShellProps) {
  const { data: settings } = useSuspenseQuery(siteSettingsQueryOptions(locale))
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  const preview = config.preview
  const t = useLabels(locale, 'shell')
  const stateCode = useAppStore(selectStateCode)
  const regions = visibleRegions(page?.flags ?? null, pageTypeId)
  const other = otherLocale(locale)
  const asks: ShellFundraising = fundraising ?? {
    allowed: !isFundraisingDisabledLocation(stateCode, settings.disabledStates),
    donateHref: (href) => href,
    alternative: settings.fundraisingAlternative,
  }

  const Takeover = takeoverComponent()
  const takeover = page ? (
    <Takeover
      shownAtRender={takeoverAtRender}
      contentType={page.contentType}
      language={locale}
      endDate={page.fundraisingTakeoverEndDate}
      takeovers={page.fundraisingTakeovers}
      fundraising={asks}
      t={t}
    />
  ) : null
  // The takeover's image is the first view's; the page's own lead image under it is not fetched first.
  const takeoverCoversFirstView = takeoverAtRender && asks.allowed

  return (
    <>
      <a href="#main-content" className={skipLink}>
        {t('skipToContent')}
      </a>
      {preview ? (
        <Suspense fallback={null}>
          <PreviewBanner path={page?.path ?? localizedPath('/', locale)} problems={contentProblems} locale={locale} />
        </Suspense>
      ) : null}
      {regions.has('splash') ? (
        <RegionBoundary page={page?.path} region="splash">
          <WithRegionData region="splash" data={settings.splash}>
            {(splash) => <Splash splash={splash} />}
          </WithRegionData>
        </RegionBoundary>
      ) : null}
      {regions.has('alert-bar') ? (
        <RegionBoundary page={page?.path} region="alert-bar">
          <WithRegionData region="alert-bar" data={settings.alertBar}>
            {(alert) => <AlertBar alert={alert} label={t('alertBarLabel')} />}
          </WithRegionData>
        </RegionBoundary>
      ) : null}
      {page && page.fundraisingTakeovers.length > 0 ? (
        <RegionBoundary page={page.path} region="takeover">
          {takeoverAtRender ? (
            // In the HTML; the browser keeps the server's markup until the takeover's chunk hydrates it.
            <Suspense fallback={null}>{takeover}</Suspense>
          ) : (
            // Perhaps due by the visitor's clock (its last day, ADR 006): decided after hydration.
            <ClientOnly>
              <Suspense fallback={null}>{takeover}</Suspense>
            </ClientOnly>
          )}
        </RegionBoundary>
      ) : null}
      {regions.has('navigation') ? (
        <RegionBoundary page={page?.path} region="navigation">
          <WithRegionData region="navigation" data={settings.navigation}>
            {(links) => (
              <Navigation
                siteName={settings.siteName}
                homeHref={localizedPath('/', locale)}
                links={hasMinimalNavigation(pageTypeId) ? [] : links}
                locale={locale}
                alternateHref={alternateHref ?? page?.alternates[other] ?? localizedPath('/', other)}
                donateHref={headerDonateHref(settings.donateBar, regions.has('donate-bar'), asks)}
                t={t}
              />
            )}
          </WithRegionData>
        </RegionBoundary>
      ) : null}
      <main id="main-content" data-region="main" className={main} tabIndex={-1}>
        <RegionBoundary page={page?.path} region="main">
          <FirstViewCoveredByOverlay covered={takeoverCoversFirstView}>{children}</FirstViewCoveredByOverlay>
        </RegionBoundary>
      </main>
      {regions.has('donate-bar') ? (
        <RegionBoundary page={page?.path} region="donate-bar">
          <WithRegionData region="donate-bar" data={settings.donateBar}>
            {(donate) => <DonateBar donate={donate} fundraising={asks} />}
          </WithRegionData>
        </RegionBoundary>
      ) : null}
      {regions.has('footer') ? (
        <RegionBoundary page={page?.path} region="footer">
          <WithRegionData region="footer" data={settings.footer}>
            {(footer) => <Footer links={footer.links} text={footer.text} t={t} />}
          </WithRegionData>
        </RegionBoundary>
      ) : null}
      <div data-region="modal-layer">
        <RegionBoundary page={page?.path} region="modal-layer">{modals}</RegionBoundary>
      </div>
    </>
  )
}
