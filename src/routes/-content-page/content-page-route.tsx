/**
 * What every content URL does, in both languages: find the page for the path, pick its page
 * type, prefetch its content into the dehydrated query cache and render it in the page shell.
 * The four route files (/, /$, /es, /es/$) share these options.
 */
import { useSuspenseQuery } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { ModalHost } from '../../features/modals/modal-host'
import { SegmentsBoot } from '../../features/segments/segments-boot'
import { PageShell } from '../../features/shell/page-shell'
import { pageQueryOptions, personalizedContentQueryOptions, plansQueryOptions } from '../../queries/content-query-options'
import { loadPageType } from '../../page-types/load-page-type'
import { pageTypeIdOf } from '../../page-types/page-type'
import { PageTypeOutlet } from '../../page-types/page-type-outlet'
import { resolvePageType } from '../../page-types/registry'
import { clientLog } from '../../shared/client-log'
import { localeFromPathname, normalizeContentPath, type Locale } from '../../shared/locale'
import type { RouterContext } from '../__root'

type LoaderArgs = { context: RouterContext; location: { pathname: string } }
export type ContentPageData = { locale: Locale; path: string; title: string; description: string | null }

function decodePath(pathname: string): string {
  try {
    return normalizeContentPath(decodeURI(pathname))
  } catch {
    // Malformed percent-encoding names no page.
    throw notFound()
  }
}

export async function loadContentPage({ context, location }: LoaderArgs): Promise<ContentPageData> {
  const path = decodePath(location.pathname)
  const { locale } = localeFromPathname(path)
  const { queryClient, store } = context
  const page = await queryClient.ensureQueryData(pageQueryOptions(locale, path))
  if (!page) throw notFound()

  const definition = resolvePageType(page)
  if (!definition) {
    clientLog('warning', `Page ${page.path} (entry ${page.id}) has page type "${pageTypeIdOf(page)}", which has no implementation yet`)
    throw notFound()
  }
  await Promise.all([
    loadPageType(definition),
    queryClient.ensureQueryData(plansQueryOptions(locale)),
    queryClient.ensureQueryData(personalizedContentQueryOptions(locale)),
  ])
  store.getState().setCurrentPage({ pageContentType: page.contentType, pagePath: page.path, contentSettings: page.flags })
  return { locale, path, title: page.title, description: page.summary }
}

export function contentPageHead({ loaderData }: { loaderData?: ContentPageData }) {
  if (!loaderData) return {}
  return {
    meta: [
      { title: loaderData.title },
      ...(loaderData.description ? [{ name: 'description', content: loaderData.description }] : []),
    ],
  }
}

export function ContentPage({ data }: { data: ContentPageData }) {
  const { data: page } = useSuspenseQuery(pageQueryOptions(data.locale, data.path))
  if (!page) return null
  return (
    <PageShell
      locale={data.locale}
      page={page}
      pageTypeId={pageTypeIdOf(page)}
      modals={
        <>
          <SegmentsBoot />
          <ModalHost locale={data.locale} />
        </>
      }
    >
      <PageTypeOutlet page={page} />
    </PageShell>
  )
}
