import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import type { ModalCopy, ModalKind } from '../../queries/content-model'
import { plansQueryOptions } from '../../queries/content-query-options'
import type { Translate } from '../../shared/i18n/use-labels'
import type { Locale } from '../../shared/locale'
import { safeHref } from '../../shared/rich-text/safe-href'
import { PollingLocator } from './polling-locator'

const cta = css({ justifySelf: 'start', bg: 'red.dark', color: 'white', px: '6', py: '3', fontWeight: 'bodyBold', textDecoration: 'none' })
const plansList = css({ display: 'grid', gap: '2', '& a': { color: 'link', textDecoration: 'underline' } })

function CallToAction({ copy }: { copy: ModalCopy }) {
  const href = safeHref(copy.ctaUrl)
  return href && copy.ctaLabel ? (
    <a className={cta} href={href}>
      {copy.ctaLabel}
    </a>
  ) : null
}

function Video({ url, t }: { url: string; t: Translate }) {
  // No player and no third-party request until the visitor asks for it.
  const [playing, setPlaying] = useState(false)
  const href = safeHref(url)
  if (!href) return null
  if (!/\.(mp4|webm)(\?|$)/i.test(href)) return <a href={href}>{t('playVideo')}</a>
  return playing ? (
    <video src={href} controls autoPlay className={css({ w: 'full' })} />
  ) : (
    <button type="button" className={cta} onClick={() => setPlaying(true)}>
      {t('playVideo')}
    </button>
  )
}

function Plans({ locale }: { locale: Locale }) {
  const {
    data: { plans },
  } = useSuspenseQuery(plansQueryOptions(locale))
  if (plans.length === 0) return null
  return (
    <ul className={plansList}>
      {plans.slice(0, 6).map((plan) => (
        <li key={plan.id}>
          <a href={plan.href}>{plan.title}</a>
        </li>
      ))}
    </ul>
  )
}

/** What each modal kind shows inside the dialog, from its modalLabels copy. */
export function ActionModalContent({ kind, copy, locale, t }: { kind: ModalKind; copy: ModalCopy; locale: Locale; t: Translate }) {
  return (
    <>
      {copy.body ? <p>{copy.body}</p> : null}
      {kind === 'video' && copy.videoUrl ? <Video url={copy.videoUrl} t={t} /> : null}
      {kind === 'plans' ? <Plans locale={locale} /> : null}
      {kind === 'pollingLocator' ? <PollingLocator locale={locale} t={t} /> : null}
      <CallToAction copy={copy} />
    </>
  )
}
