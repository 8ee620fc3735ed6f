/**
 * What every content URL does, in both languages: find the page for the path, pick its page
 * type, prefetch its content into the dehydrated query cache and render it in the page shell.
 * The four route files (/, /$, /es, /es/$) share these options.
 */
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { ClientOnly, notFound } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { Suspense } from 'react'
import { FormEchoProvider } from '../../features/forms/form-echo'
import { FormPostKeyProvider } from '../../features/forms/form-post-key'
import { useFundraisingAsks } from '../../features/fundraising/use-fundraising-asks'
import { PageShell } from '../../features/shell/page-shell'
import { loadTakeover } from '../../features/shell/takeover-chunk'
import { StatePageControl } from '../../features/state-pages/state-page-control'
import type { PageHead } from '../../server/seo/page-seo'
import { labelsQueryOptions, pageHeadQueryOptions, pageQueryOptions, siteSettingsQueryOptions } from '../../queries/content-query-options'
import { forcedVariations } from '../../shared/experiments/forced-variations'
import { takeoverShowsEverywhere } from '../../shared/fundraising/takeover-rule'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import { loadPageType, pageTypeLabels, pageTypePrefetch } from '../../page-types/load-page-type'
import { PageTypeOutlet } from '../../page-types/page-type-outlet'
import { pageTypeFor } from '../../page-types/registry'
import type { FormEcho } from '../../shared/forms/form-post'
import { UNLISTED, withRobotsMeta } from '../../shared/robots'
import { contentPathOf, localeFromPathname, type Locale } from '../../shared/locale'
import type { RouterContext } from '../__root'
import { lazyWithRetry } from '../../shared/lazy-with-retry'
import { withErrorReference } from './error-reference.isomorphic'
import { issuedFormPostKey } from './form-post-key.isomorphic'

/** What only the browser runs, after hydration: its own chunk (page-boots.tsx). */
const PageBoots = lazyWithRetry('the page boots', () => import('./page-boots'))

type Forced = Record<string, string>
type LoaderArgs = {
  context: RouterContext
  location: { pathname: string; search: Record<string, unknown> }
  deps: { forced: Forced }
  preload?: boolean
  /** On the server: what the route's POST handler passed to the render (a form's echo). */
  serverContext?: unknown
}
/**
 * formEcho: a posted form that was not stored, shown back to its visitor (only in that visitor's own response).
 * formPostKey: the key the page's forms carry for a post without a script (server renders only, ADR 048).
 * takeoverAtRender: the takeover shows in every time zone as the page is made, so it is in the HTML
 * (ADR 062); the browser hydrates the same decision, then its own clock decides.
 */
export type ContentPageData = { locale: Locale; path: string; forced: Forced; formEcho?: FormEcho; formPostKey?: string; takeoverAtRender?: true }

/** The loader depends on the ?experiment-<name>=<variation> parameters only, not on the rest of the query. */
export function contentPageDeps({ search }: { search: Record<string, unknown> }): { forced: Forced } {
  return { forced: forcedVariations(Object.entries(search)) }
}

export function loadContentPage(args: LoaderArgs): Promise<ContentPageData> {
  return withErrorReference(() => loadPage(args))
}

async function loadPage({ context, location, deps, preload, serverContext }: LoaderArgs): Promise<ContentPageData> {
  const { queryClient, store } = context
  const asked = contentPathOf(location.pathname)
  if (!asked) throw await contentPageNotFound(queryClient, localeFromPathname(location.pathname).locale)
  const { path, locale } = asked
  const options = pageQueryOptions(locale, path, deps.forced)
  const view = await queryClient.ensureQueryData(options)
  if (!view) throw await contentPageNotFound(queryClient, locale)
  const { page } = view
  const takeoverAtRender = takeoverShowsEverywhere({
    contentType: page.contentType,
    language: locale,
    endDate: page.fundraisingTakeoverEndDate,
    takeoverCount: page.fundraisingTakeovers.length,
    now: Date.now(),
  })

  const definition = pageTypeFor(page)
  await Promise.all([
    // Rendered with the page: its code must be here before the render, which never waits on a chunk.
    // A chunk that fails is the takeover's own failure (its lazy component and boundary), not the page's.
    takeoverAtRender ? loadTakeover().catch(() => undefined) : undefined,
    // ?q= and the like change on the client without a new load: the page type fetches those itself.
    loadPageType(definition).then(() => {
      const labels = pageTypeLabels(definition)
      return Promise.all([
        pageTypePrefetch(definition)?.(queryClient, page, location.search),
        labels.length > 0 ? queryClient.ensureQueryData(labelsQueryOptions(locale, labels)) : undefined,
      ])
    }),
    // The shell's data: in the HTML with the page.
    queryClient.ensureQueryData(siteSettingsQueryOptions(locale)),
    view.statePage ? queryClient.ensureQueryData(labelsQueryOptions(locale, ['statePages'])) : undefined,
    queryClient.ensureQueryData(publicConfigQueryOptions()),
    serverRenderHead(queryClient, pageHeadQueryOptions(locale, path, deps.forced)),
    // Not the action modals: the modal host fetches its page type's after hydration, while the
    // modal's delay runs (ADR 025), so their copy stays out of the page's HTML.
  ])
  // A preload (hovering a link) fetches the next page; only the page being shown is the current one.
  if (preload) return { locale, path, forced: deps.forced }
  const state = store.getState()
  state.setCurrentPage({ pageContentType: page.contentType, pagePath: page.path })
  for (const exposure of view.exposures) state.setExperimentVariation(exposure.experiment, exposure.variation)
  const formEcho = (serverContext as { formEcho?: FormEcho } | undefined)?.formEcho
  const formPostKey = issuedFormPostKey()
  return {
    locale,
    path,
    forced: deps.forced,
    ...(formEcho ? { formEcho } : {}),
    ...(formPostKey ? { formPostKey } : {}),
    ...(takeoverAtRender ? { takeoverAtRender } : {}),
  }
}

/** The server's render fetches the page's head (for its HTML); the browser never does. */
const serverRenderHead = createIsomorphicFn()
  .server((queryClient: QueryClient, options: ReturnType<typeof pageHeadQueryOptions>) => queryClient.ensureQueryData(options))
  .client(() => undefined)

/** The answer that no page is at the URL, with the 404 page's copy in the cache, so that it renders whole. */
async function contentPageNotFound(queryClient: QueryClient, locale: Locale): Promise<ReturnType<typeof notFound>> {
  await queryClient.ensureQueryData(labelsQueryOptions(locale, ['notFound']))
  return notFound()
}

/**
 * The page's head. The server's render writes the whole head for crawlers and share previews
 * (description, robots, Open Graph, canonical, alternates, JSON-LD), from a query that stays on the
 * server (ADR 060); the browser renders the title only, from the page's view, and leaves the
 * server's other tags as they are until the first client navigation (removeServerHeadTags). The
 * answer to a form post is never listed (pageRobots): its robots tag says so, as its X-Robots-Tag does.
 */
export function contentPageHead({ loaderData, match }: { loaderData?: ContentPageData; match: { context: Pick<RouterContext, 'queryClient'> } }): PageHead | { meta: { title: string }[] } | Record<string, never> {
  if (!loaderData) return {}
  const { queryClient } = match.context
  const head = queryClient.getQueryData(pageHeadQueryOptions(loaderData.locale, loaderData.path, loaderData.forced).queryKey)
  if (head) return loaderData.formEcho ? { ...head, meta: withRobotsMeta(head.meta, UNLISTED) } : head
  const view = queryClient.getQueryData(pageQueryOptions(loaderData.locale, loaderData.path, loaderData.forced).queryKey)
  return view ? { meta: [{ title: view.page.title }] } : {}
}

export function ContentPage({ data }: { data: ContentPageData }) {
  const { data: view } = useSuspenseQuery(pageQueryOptions(data.locale, data.path, data.forced))
  const fundraising = useFundraisingAsks(data.locale)
  if (!view) return null
  const { page } = view
  return (
    <PageShell
      locale={data.locale}
      page={page}
      pageTypeId={pageTypeFor(page).id}
      contentProblems={view.problems}
      fundraising={fundraising}
      takeoverAtRender={data.takeoverAtRender ?? false}
      modals={
        <ClientOnly>
          <Suspense fallback={null}>
            <PageBoots locale={data.locale} exposures={view.exposures} pagePath={page.path} />
          </Suspense>
        </ClientOnly>
      }
    >
      {view.statePage ? <StatePageControl locale={data.locale} choice={view.statePage} path={page.path} /> : null}
      <FormPostKeyProvider postKey={data.formPostKey ?? null}>
        <FormEchoProvider echo={data.formEcho ?? null}>
          <PageTypeOutlet page={page} />
        </FormEchoProvider>
      </FormPostKeyProvider>
    </PageShell>
  )
}
