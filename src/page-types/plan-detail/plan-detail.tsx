import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { css } from 'styled-system/css'
import type { EntrySummary, Page, PlanSummary } from '../../content-model/content-model'
import { plansQueryOptions } from '../../queries/content-query-options'
import { publicConfigQueryOptions } from '../../queries/public-config-query-options'
import type { LabelGroup } from '../../shared/i18n/label-groups'
import { useLabels } from '../../shared/i18n/use-labels'
import { RichText } from '../../shared/rich-text/rich-text'
import { ContentImage } from '../../shared/images/content-image'
import { ShareLinks } from '../../shared/share/share-links'
import type { PageTypeProps } from '../page-type'
import { StickyPlanHeader } from './sticky-plan-header'

/** The UI strings it reads (ADR 031): the route's loader fetches them with the page. */
export const labels = ['plans', 'sharing'] as const satisfies readonly LabelGroup[]

const article = css({ maxW: 'content', mx: 'auto', px: 'contentGutter', py: { base: '10', desktopSmall: '16' }, display: 'grid', gap: '6' })
const title = css({ textStyle: 'title', fontWidth: 'extraWide', color: 'navy', scrollMarginTop: 'navOffset.small' })
const lead = css({ fontSize: { base: 'xl', desktopSmall: '2xl' }, color: 'textMuted' })
const topicList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', m: '0', p: '0', fontSize: 'sm' })
const topicChip = css({ display: 'inline-block', bg: 'bgAlt', color: 'navy', px: '3', py: '1', textDecoration: 'none', _hover: { textDecoration: 'underline' } })
const hero = css({ '& img': { w: 'full', h: 'auto' } })
const related = css({ display: 'grid', gap: '4', borderTop: '2px solid', borderColor: 'border', pt: '6' })
const relatedList = css({ display: 'grid', gap: '4', listStyle: 'none', m: '0', p: '0' })
const relatedCard = css({ display: 'grid', gap: '1', bg: 'bgAlt', color: 'navy', p: '4', textDecoration: 'none', _hover: { '& strong': { textDecoration: 'underline' } } })

const MAX_RELATED = 3

/** The editor's related plans; without them, other plans that share a topic with this one. */
function relatedPlans(own: EntrySummary[] | undefined, plans: PlanSummary[], current: PlanSummary | undefined): { id: string; title: string; summary: string | null; href: string }[] {
  const chosen = (own ?? []).flatMap((entry) => (entry.href && entry.title ? [{ id: entry.id, title: entry.title, summary: entry.summary, href: entry.href }] : []))
  if (chosen.length > 0 || !current) return chosen.slice(0, MAX_RELATED)
  const slugs = new Set(current.topics.map((topic) => topic.slug))
  return plans.filter((plan) => plan.id !== current.id && plan.topics.some((topic) => slugs.has(topic.slug))).slice(0, MAX_RELATED)
}

/** One plan: its topics, the text with embedded images and cards, share links and related plans. */
export default function PlanDetail({ page }: PageTypeProps<'planDetail'>) {
  // Parsed on the server by planDetailFields: any field may be absent.
  const fields = page.fields
  const t = useLabels(page.locale, ...labels)
  const { data: catalogue } = useSuspenseQuery(plansQueryOptions(page.locale))
  const { data: config } = useSuspenseQuery(publicConfigQueryOptions())
  const titleRef = useRef<HTMLHeadingElement>(null)
  const current = catalogue.plans.find((plan) => plan.id === page.id)
  const topics = current?.topics ?? []
  const others = relatedPlans(fields.relatedPlans, catalogue.plans, current)
  const landing = catalogue.landingPath
  return (
    <>
      <StickyPlanHeader title={page.title} titleRef={titleRef} backHref={landing} backLabel={t('backToPlans')} />
      <article className={article}>
        <header className={css({ display: 'grid', gap: '4' })}>
          {topics.length > 0 ? (
            <ul className={topicList}>
              {topics.map((topic) => (
                <li key={topic.slug}>
                  {landing ? (
                    <Link className={topicChip} to={landing} search={{ topic: topic.slug }}>
                      {topic.title}
                    </Link>
                  ) : (
                    <span className={topicChip}>{topic.title}</span>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          <h1 ref={titleRef} className={title}>
            {page.title}
          </h1>
          {page.summary ? <p className={lead}>{page.summary}</p> : null}
          <ShareLinks url={new URL(page.path, config.siteUrl).href} title={page.title} t={t} />
        </header>
        {page.heroImage ? (
          <div className={hero}>
            <ContentImage asset={page.heroImage} priority />
          </div>
        ) : null}
        {fields.body ? <RichText content={fields.body} /> : null}
        {others.length > 0 ? (
          <section className={related} aria-labelledby="related-plans">
            <h2 id="related-plans" className={css({ fontSize: '2xl', color: 'navy' })}>
              {t('relatedPlans')}
            </h2>
            <ul className={relatedList}>
              {others.map((plan) => (
                <li key={plan.id}>
                  <Link className={relatedCard} to={plan.href}>
                    <strong>{plan.title}</strong>
                    {plan.summary ? <span>{plan.summary}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {landing ? (
          <Link to={landing} className={css({ justifySelf: 'start' })}>
            ← {t('backToPlans')}
          </Link>
        ) : null}
      </article>
    </>
  )
}

/** The plan catalogue is in the HTML of the pages that list plans, and only theirs. */
export async function prefetch(queryClient: QueryClient, page: Page): Promise<void> {
  await queryClient.ensureQueryData(plansQueryOptions(page.locale))
}
