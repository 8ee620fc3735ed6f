import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect, type ReactNode } from 'react'
import { lazyWithRetry } from '../shared/lazy-with-retry'
import { labelsQueryOptions, siteSettingsQueryOptions } from '../queries/content-query-options'
import { publicConfigQueryOptions } from '../queries/public-config-query-options'
import { localeFromPathname } from '../shared/locale'
import { removeServerHeadTags } from '../shared/page-head-tags'
import { withErrorReference } from './-content-page/error-reference.isomorphic'
import type { AppStore } from '../stores/create-app-store'
import appCss from '../theme/app.css?url'
import { brandFontUrl } from '../theme/brand-font-url'

export type RouterContext = { queryClient: QueryClient; store: AppStore }

// Development tools only: the production bundle never contains them.
const Devtools = import.meta.env.DEV ? lazyWithRetry('the devtools', () => import('../dev/devtools')) : () => null

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context, location }) =>
    withErrorReference(async () => {
      const { locale } = localeFromPathname(location.pathname)
      context.store.getState().setLanguage(locale)
      // Site-wide content every page and the 404 page need, in the dehydrated cache.
      const [, , config] = await Promise.all([
        context.queryClient.ensureQueryData(siteSettingsQueryOptions(locale)),
        context.queryClient.ensureQueryData(labelsQueryOptions(locale, ['shell'])),
        context.queryClient.ensureQueryData(publicConfigQueryOptions()),
      ])
      // The preview banner's strings, so an editor's page is rendered whole too.
      if (config.preview) await context.queryClient.ensureQueryData(labelsQueryOptions(locale, ['preview']))
      return { errorReporting: config.errorReporting }
    }),
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#14254a' },
      // Read by the client entry before hydration, so start-up errors can be reported too.
      ...(loaderData?.errorReporting
        ? [
            { name: 'error-reporting-dsn', content: loaderData.errorReporting.dsn },
            { name: 'error-reporting-environment', content: loaderData.errorReporting.environment },
            { name: 'error-reporting-release', content: loaderData.errorReporting.release },
            { name: 'error-reporting-sample-rate', content: String(loaderData.errorReporting.sampleRate) },
          ]
        : []),
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      // Every page's title is set in Archivo (ADR 061): its latin file is asked for with the stylesheet, not after it.
      { rel: 'preload', as: 'font', type: 'font/woff2', href: brandFontUrl, crossOrigin: 'anonymous' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
})

/** The performance mark set when the page has hydrated. */
export const HYDRATED_MARK = 'campaign-site:hydrated'

function RootDocument({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { locale } = localeFromPathname(pathname)
  useEffect(() => {
    // A signal for tests and monitoring that the server markup is now interactive; the mark
    // dates it, so what loaded before it (the initial JS of the budgets) can be told apart.
    document.documentElement.dataset.hydrated = 'true'
    performance.mark(HYDRATED_MARK)
  }, [])
  const router = useRouter()
  useEffect(() => {
    let serverHeadTags = true
    // As the next page's matches are committed, before it renders: the page being read never changes.
    return router.subscribe('onBeforeRouteMount', (event) => {
      if (!event.pathChanged) return
      // Once: the server's head tags for crawlers, which the browser does not render (ADR 060), go.
      if (serverHeadTags) removeServerHeadTags(document.head)
      serverHeadTags = false
    })
  }, [router])
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Suspense fallback={null}>
          <Devtools />
        </Suspense>
        <Scripts />
      </body>
    </html>
  )
}
