import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { css } from 'styled-system/css'
import { personalizedContentQueryOptions } from '../../queries/content-query-options'
import type { Locale } from '../../shared/locale'
import { useAppStore } from '../../stores/app-store-context'
import { selectStateCode } from './selectors'

const list = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', tablet: 'repeat(2, minmax(0, 1fr))' } })
const callout = css({ bg: 'bgAlt', borderLeft: '6px solid', borderColor: 'liberty', p: '5', display: 'grid', gap: '2' })
const heading = css({ fontWeight: 'bodyBold', fontSize: 'xl' })

/**
 * What the server renders: the state is looked up in the browser (from the zip), so a server render
 * always shows the defaults. Prefetched by the page's loader, so the render does not wait for it.
 */
export async function prefetchPersonalizedCallouts(queryClient: QueryClient, locale: Locale): Promise<void> {
  await queryClient.ensureQueryData(personalizedContentQueryOptions(locale, null))
}

/**
 * One callout per personalised-content key: the entry targeted at the visitor's state, else the
 * key's default, as the server chose them. Before the state is known only defaults show; targeted
 * ones follow the zip lookup, fetched then (the callouts shown stay until they arrive).
 */
export function PersonalizedCallouts({ locale }: { locale: Locale }) {
  // Starts from the defaults (null: what the server rendered and the loader fetched); a known
  // state's set replaces them once it has arrived.
  const stateCode = useDeferredValue(useAppStore(selectStateCode) ?? null, null)
  const { data: chosen } = useSuspenseQuery(personalizedContentQueryOptions(locale, stateCode))
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
