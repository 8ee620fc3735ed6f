/**
 * The topic filter: a disclosure of links, one per topic. A <details> element opens and closes
 * by keyboard and pointer without JavaScript, and each choice is a real URL (?topic=…), so a
 * filtered view can be shared and works before hydration.
 */
import { Link } from '@tanstack/react-router'
import { useRef } from 'react'
import { css } from 'styled-system/css'
import type { PlanTopic } from '../../content-model/content-model'
import type { LabelsOf } from '../../shared/i18n/label-groups'
import type { Translate } from '../../shared/i18n/use-labels'
import { criteriaSearch, type PlanCriteria } from './plan-search'

const menu = css({ position: 'relative', zIndex: 'filterMenu', flex: '0 0 auto' })
const toggle = css({
  listStyle: 'none',
  cursor: 'pointer',
  border: '2px solid',
  borderColor: 'navy',
  px: '4',
  py: '3',
  fontWeight: 'bodyBold',
  fontSize: 'md',
  color: 'navy',
  bg: 'white',
  '&::-webkit-details-marker': { display: 'none' },
  '&::after': { content: '"▾"', ml: '2' },
})
const panel = css({
  position: 'absolute',
  top: '100%',
  right: { base: 'auto', tablet: '0' },
  left: { base: '0', tablet: 'auto' },
  minW: '16rem',
  bg: 'white',
  border: '2px solid',
  borderColor: 'navy',
  listStyle: 'none',
  m: '0',
  p: '2',
  boxShadow: 'lg',
})
const choice = css({
  display: 'block',
  px: '3',
  py: '2',
  color: 'navy',
  textDecoration: 'none',
  '&[aria-current=true]': { fontWeight: 'bodyBold', textDecoration: 'underline' },
  _hover: { bg: 'bgAlt' },
})

export function TopicFilterMenu({
  topics,
  criteria,
  path,
  t,
}: {
  topics: readonly PlanTopic[]
  criteria: PlanCriteria
  path: string
  t: Translate<LabelsOf<'plans'>>
}) {
  const details = useRef<HTMLDetailsElement>(null)
  if (topics.length === 0) return null
  const current = topics.find((topic) => topic.slug === criteria.topic)
  const choices = [{ slug: null, title: t('plansAllTopics') }, ...topics]
  return (
    <details ref={details} className={menu}>
      <summary className={toggle}>
        {t('plansFilterLabel')}
        {current ? `: ${current.title}` : null}
      </summary>
      <ul className={panel}>
        {choices.map((topic) => (
          <li key={topic.slug ?? ''}>
            <Link
              to={path}
              search={criteriaSearch({ ...criteria, topic: topic.slug })}
              replace
              resetScroll={false}
              className={choice}
              aria-current={topic.slug === (current?.slug ?? null) ? 'true' : undefined}
              onClick={() => details.current?.removeAttribute('open')}
            >
              {topic.title}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
