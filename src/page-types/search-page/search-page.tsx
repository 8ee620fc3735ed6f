import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { Suspense, useId, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { RegionBoundary } from '../../features/shell/region-boundary'
import type { Page } from '../../content-model/content-model'
import { interpolate } from '../../shared/i18n/interpolate'
import type { LabelGroup, LabelsOf } from '../../shared/i18n/label-groups'
import { useLabels, type Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { RichText } from '../../shared/rich-text/rich-text'
import type { PageTypeProps } from '../page-type'
import { searchQueryOptions } from './search-query-options'
import { MAX_QUERY_LENGTH, searchQueryOf } from './search-query'
import { PageIntro } from '../../shared/page-intro/page-intro'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['search'] as const satisfies readonly LabelGroup[]

const section = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '6' })
const form = css({ display: 'grid', gap: '2' })
const label = css({ fontWeight: 'bodyBold', color: 'navy' })
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3' })
const input = css({ flexGrow: '1', flexBasis: '48', minW: '0', fontSize: 'lg', px: '4', py: '3', bg: 'bg', color: 'text', borderWidth: 'medium', borderColor: 'navy' })
const submitButton = button({ variant: 'secondary' })
// Out of the layout while empty, yet still in the accessibility tree, so its first count is heard.
const count = css({ fontWeight: 'bodyBold', color: 'navy', '&:empty': { srOnly: true } })
const list = css({ display: 'grid', gap: '6', listStyle: 'none', m: '0', p: '0' })
const resultTitle = css({ fontSize: 'xl', fontWeight: 'bodyBold', lineHeight: 'title' })
const resultSummary = css({ fontSize: 'md', color: 'textMuted', mt: '1' })

/**
 * Search across the site's pages and plans in the page's language. The query lives in the URL
 * (?q=…), so results are linkable and the plain GET form works without JavaScript: the server
 * answers it (see `prefetch`). With JavaScript, a search navigates without reloading the page.
 */
export default function SearchPage({ page }: PageTypeProps<'searchPage'>) {
  // Parsed on the server by searchPageFields: any field may be absent.
  const fields = page.fields
  const { locale } = page
  const t = useLabels(locale, ...labels)
  const navigate = useNavigate()
  const q = searchQueryOf(useSearch({ strict: false }))
  const ids = useId()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = searchQueryOf({ q: new FormData(event.currentTarget).get('q') })
    // Campaign parameters (refcode, utm_*) stay; an empty search leaves no ?q= behind.
    void navigate({ to: page.path, search: (previous) => ({ ...previous, q: next || undefined }) })
  }

  return (
    <div className={section}>
      <PageIntro title={page.title} summary={page.summary} />
      {fields.body ? <RichText content={fields.body} /> : null}
      <form role="search" className={form} method="get" action={page.path} onSubmit={submit}>
        <label className={label} htmlFor={`${ids}-q`}>
          {t('searchLabel')}
        </label>
        <div className={row}>
          {/* Keyed by the URL's query, so back and forward put their words back in the field. */}
          <input
            key={q}
            id={`${ids}-q`}
            className={input}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={submitButton}>
            {t('searchSubmit')}
          </button>
        </div>
      </form>
      {/* Always in the page, so screen readers hear each new count; empty before a search. */}
      <p className={count} role="status">
        {q ? (
          // Keyed by query: a search that failed does not stay failed for the next one.
          <RegionBoundary key={q} region="search-count">
            <Suspense fallback={t('searchSearching')}>
              <ResultCount locale={locale} q={q} t={t} />
            </Suspense>
          </RegionBoundary>
        ) : null}
      </p>
      {q ? (
        <RegionBoundary key={q} region="search-results">
          <SearchResults locale={locale} q={q} />
        </RegionBoundary>
      ) : null}
    </div>
  )
}

function ResultCount({ locale, q, t }: { locale: Locale; q: string; t: Translate<LabelsOf<(typeof labels)[number]>> }) {
  const { data: results } = useSuspenseQuery(searchQueryOptions(locale, q))
  if (results.length === 0) return interpolate(t('searchNoResults'), { query: q })
  return results.length === 1 ? interpolate(t('searchResultCountOne'), { query: q }) : interpolate(t('searchResultCount'), { count: results.length, query: q })
}

function SearchResults({ locale, q }: { locale: Locale; q: string }) {
  const { data: results } = useSuspenseQuery(searchQueryOptions(locale, q))
  if (results.length === 0) return null
  return (
    <ol className={list}>
      {results.map((result) => (
        <li key={result.href} data-page-type={result.pageType ?? undefined}>
          <h2 className={resultTitle}>
            <Link to={result.href}>{result.title}</Link>
          </h2>
          {result.summary ? <p className={resultSummary}>{result.summary}</p> : null}
        </li>
      ))}
    </ol>
  )
}

/**
 * Fills the query cache with the answer for the URL's ?q= before the server renders, so the
 * results are in the HTML. Never throws: a failed search leaves its region empty, not the page.
 */
export async function prefetch(queryClient: QueryClient, page: Page, search: Readonly<Record<string, unknown>>): Promise<void> {
  const q = searchQueryOf(search)
  if (q) await queryClient.prefetchQuery(searchQueryOptions(page.locale, q))
}
