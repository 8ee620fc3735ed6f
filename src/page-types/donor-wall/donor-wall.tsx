import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { donorWallQueryOptions } from '../../features/fundraising/fundraising-query-options'
import type { Page } from '../../content-model/content-model'
import { interpolate } from '../../shared/i18n/interpolate'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { PageIntro } from '../../shared/page-intro/page-intro'
import { RichText } from '../../shared/rich-text/rich-text'
import type { PageTypeProps } from '../page-type'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['fundraising'] as const satisfies readonly LabelGroup[]

const layout = css({ maxW: 'section', mx: 'auto', px: 'contentGutter', py: { base: '8', desktopSmall: '12' }, display: 'grid', gap: '6' })
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: '3', listStyle: 'none', p: '0' })
const card = css({ display: 'grid', gap: '1', p: '4', bg: 'bgAlt', borderRadius: 'sm' })
const name = css({ fontWeight: 'bodyBold', fontSize: 'lg', overflowWrap: 'anywhere' })
const detail = css({ color: 'textMuted', fontSize: 'sm' })
const pager = css({ display: 'flex', gap: '4', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' })
const pagerLink = css({ display: 'inline-flex', alignItems: 'center', minH: '11', px: '2', fontWeight: 'bodyBold' })

/** ?page=N, a whole number from 1; anything else is the first page. */
function pageNumberOf(search: Readonly<Record<string, unknown>>): number {
  const value = Number(search.page)
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : 1
}

/**
 * The donor wall: recent donors' first names and states from the ledger, newest first, a page at
 * a time (?page=N, real links, so it works without JavaScript). No amounts unless the CMS says so;
 * never addresses; a first name that is not a name reads "A supporter".
 */
export default function DonorWall({ page }: PageTypeProps<'donorWall'>) {
  // Parsed on the server by donorWallFields: any field may be absent.
  const fields = page.fields
  const { locale } = page
  const t = useLabels(locale, ...labels)
  const current = pageNumberOf(useSearch({ strict: false }))
  const { data: wall } = useQuery(donorWallQueryOptions(page.id, locale, current))
  return (
    <div className={layout}>
      <PageIntro title={page.title} summary={page.summary} />
      {fields.body ? <RichText content={fields.body} /> : null}
      {wall ? (
        <>
          <p>{wall.total === 0 ? t('donorWallEmpty') : interpolate(t('donorWallCount'), { count: wall.totalText })}</p>
          <ul className={grid} data-donor-wall="">
            {wall.donors.map((donor, index) => (
              <li key={`${wall.page}-${index}`} className={card}>
                <span className={name}>{donor.firstName ?? t('donorWallSupporter')}</span>
                <span className={detail}>{donor.detail}</span>
              </li>
            ))}
          </ul>
          {wall.pageCount > 1 ? (
            <nav className={pager} aria-label={t('donorWallPagination')}>
              {wall.page > 1 ? (
                <Link to={page.path} search={{ page: wall.page - 1 }} className={pagerLink} rel="prev">
                  ← {t('donorWallPrevious')}
                </Link>
              ) : (
                <span />
              )}
              <span aria-current="page">{interpolate(t('donorWallPage'), { page: wall.page, pages: wall.pageCount })}</span>
              {wall.page < wall.pageCount ? (
                <Link to={page.path} search={{ page: wall.page + 1 }} className={pagerLink} rel="next">
                  {t('donorWallNext')} →
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  )
}

/** The wall's page is rendered by the server (the ledger read there, not by the browser). */
export async function prefetch(queryClient: QueryClient, page: Page, search: Readonly<Record<string, unknown>>): Promise<void> {
  await queryClient.prefetchQuery(donorWallQueryOptions(page.id, page.locale, pageNumberOf(search)))
}
