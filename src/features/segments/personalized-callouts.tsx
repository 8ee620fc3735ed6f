import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { personalizedContentQueryOptions } from '../../queries/content-query-options'
import type { Locale } from '../../shared/locale'
import { useAppStore } from '../../stores/app-store-context'
import { selectPersonalizedContent } from './use-personalized-content'

const list = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', tablet: 'repeat(2, 1fr)' } })
const callout = css({ bg: 'bgAlt', borderLeft: '6px solid', borderColor: 'liberty', p: '5', display: 'grid', gap: '2' })
const heading = css({ fontWeight: 'bodyBold', fontSize: 'xl' })

/**
 * One callout per personalised-content key: the entry targeted at the visitor's state, else the
 * key's default. Before the state is known only defaults show; targeted ones follow the zip lookup.
 */
export function PersonalizedCallouts({ locale }: { locale: Locale }) {
  const { data: items } = useSuspenseQuery(personalizedContentQueryOptions(locale))
  const stateCode = useAppStore((state) => state.segments.stateCode)
  const keys = [...new Set(items.map((item) => item.key))]
  const chosen = keys.flatMap((key) => {
    const item = selectPersonalizedContent(items, key, stateCode)
    return item ? [item] : []
  })
  if (chosen.length === 0) return null
  return (
    <section className={list} aria-live="polite" data-personalized="">
      {chosen.map((item) => (
        <div key={item.id} className={callout} data-personalized-key={item.key}>
          {item.heading ? <p className={heading}>{item.heading}</p> : null}
          {item.body ? <p>{item.body}</p> : null}
        </div>
      ))}
    </section>
  )
}
