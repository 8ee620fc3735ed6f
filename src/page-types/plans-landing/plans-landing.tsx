import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { plansQueryOptions } from '../../queries/content-query-options'
import { interpolate } from '../../shared/i18n/interpolate'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import type { PageTypeProps } from '../page-type'
import type { Page } from '../../content-model/content-model'
import { criteriaSearch, filterPlans, parsePlanCriteria, type PlanCriteria } from './plan-search'
import { PlanSearchBox } from './plan-search-box'
import { TopicFilterMenu } from './topic-filter-menu'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['plans'] as const satisfies readonly LabelGroup[]

const section = css({ maxW: 'section', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '8' })
const title = css({ textStyle: 'title', fontWidth: 'extraWide', color: 'navy' })
const lead = css({ fontSize: { base: 'xl', desktopSmall: '2xl' }, color: 'textMuted', maxW: 'content' })
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-start' })
const count = css({ fontWeight: 'bodyBold', color: 'navy' })
const grid = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', tablet: 'repeat(2, minmax(0, 1fr))', desktopSmall: 'repeat(3, minmax(0, 1fr))' }, gap: '6', listStyle: 'none', m: '0', p: '0' })
const card = css({
  display: 'grid',
  // Its one track never grows past the card for a failed image's alt text (ADR 062).
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: '3',
  h: 'full',
  bg: 'bgAlt',
  color: 'navy',
  p: '5',
  textDecoration: 'none',
  '& img': { w: 'full', h: 'auto' },
  _hover: { '& strong': { textDecoration: 'underline' } },
})
const cardTitle = css({ fontSize: 'xl', fontWidth: 'extraWide' })
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'sm', color: 'textMuted' })
const empty = css({ display: 'grid', gap: '3', justifyItems: 'start' })

/** How long typing rests before the URL follows, so history is not written per keystroke. */
const URL_UPDATE_DELAY_MS = 250

/** All plans, filtered by topic and searched by words, with the view kept in the URL. */
export default function PlansLanding({ page }: PageTypeProps<'plansLanding'>) {
  // Parsed on the server by plansLandingFields: any field may be absent.
  const fields = page.fields
  const t = useLabels(page.locale, ...labels)
  const navigate = useNavigate()
  const {
    data: { plans, topics },
  } = useSuspenseQuery(plansQueryOptions(page.locale))
  const fromUrl = parsePlanCriteria(useSearch({ strict: false }))
  const topic = topics.some((candidate) => candidate.slug === fromUrl.topic) ? fromUrl.topic : null

  // The list follows the field at once; the URL follows shortly after.
  const [text, setText] = useState(fromUrl.q)
  const written = useRef(fromUrl.q)
  useEffect(() => {
    // The URL changed by itself (back button, a shared link): the field follows it.
    if (fromUrl.q !== written.current) {
      written.current = fromUrl.q
      setText(fromUrl.q)
    }
  }, [fromUrl.q])

  const show = (criteria: PlanCriteria) => {
    written.current = criteria.q
    void navigate({ to: page.path, search: criteriaSearch(criteria), replace: true, resetScroll: false })
  }
  useEffect(() => {
    const q = text.trim()
    if (q === written.current) return
    const timer = setTimeout(() => show({ topic, q }), URL_UPDATE_DELAY_MS)
    return () => clearTimeout(timer)
  })

  const criteria = { topic, q: text.trim() }
  const shown = filterPlans(plans, criteria)
  return (
    <div className={section}>
      <header className={css({ display: 'grid', gap: '4' })}>
        <h1 className={title}>{page.title}</h1>
        {page.summary ? <p className={lead}>{page.summary}</p> : null}
        {fields.body ? <RichText content={fields.body} className={css({ maxW: 'content' })} /> : null}
      </header>
      <div className={toolbar}>
        <PlanSearchBox plans={plans} value={text} topic={topic} action={page.path} onChange={setText} onSubmit={(q) => show({ topic, q: q.trim() })} t={t} />
        <TopicFilterMenu topics={topics} criteria={criteria} path={page.path} t={t} />
      </div>
      <p className={count} role="status">
        {shown.length === 1 ? t('plansResultCountOne') : interpolate(t('plansResultCount'), { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <div className={empty}>
          <p>{t('plansNoResults')}</p>
          <Link to={page.path} replace className={css({ color: 'link' })} onClick={() => setText('')}>
            {t('plansClearFilters')}
          </Link>
        </div>
      ) : (
        <ul className={grid}>
          {shown.map((plan) => (
            <li key={plan.id}>
              <Link to={plan.href} className={card}>
                {plan.image ? <ContentImage asset={plan.image} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" /> : null}
                <strong className={cardTitle}>{plan.title}</strong>
                {plan.summary ? <span>{plan.summary}</span> : null}
                {plan.topics.length > 0 ? (
                  <span className={chips}>{plan.topics.map((item) => item.title).join(' · ')}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** The plan catalogue is in the HTML of the pages that list plans, and only theirs. */
export async function prefetch(queryClient: QueryClient, page: Page): Promise<void> {
  await queryClient.ensureQueryData(plansQueryOptions(page.locale))
}
